import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { formatNumber, formatPercentBp } from '#app/i18n/format';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { formatMoney } from '#app/kernel/money/money';
import { useShell } from '#app/kernel/use-shell';
import { JackpotPageQuery } from './jackpots.queries.server';
import { LiveJackpotAmount } from './LiveJackpotAmount';
import styles from './jackpots.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['jackpots'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta = titledMeta;

/** A code as pools are named (letters, digits, dashes); anything else is no pool. */
const CODE = /^[A-Za-z0-9-]{1,32}$/;

/**
 * One pool's rules, reachable before play (docs/decisions/064; UKGC RTS 9, Ontario 2.15): its
 * amount now, how it grows (its seed and share of each stake), how it is won, the games that feed
 * it, and its latest winners with their names masked. An unknown pool is a 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  if (!CODE.test(code)) throw new Response('Not found', { status: 404 });
  const { data } = await context.graphql(JackpotPageQuery, { code });
  if (!data) throw new Response('The jackpot could not be read', { status: 503 });
  if (!data.jackpot) throw new Response('Not found', { status: 404 });
  return { title: data.jackpot.name, pool: data.jackpot };
}

export default function JackpotPage() {
  const { pool } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const symbol = shell?.shell?.brand?.currencySymbol ?? '';
  const money = (minor: number) => formatMoney(minor, symbol, i18n.language);
  const oddsUnits = pool.oddsStake ? Math.round(pool.oddsStake / 100) : null;
  return (
    <article className="jackpots-page" aria-labelledby="jackpot-title">
      <p>
        <Link to={href('/jackpots')}>{t('jackpots.allJackpots')}</Link>
      </p>
      <h1 id="jackpot-title">{pool.name}</h1>
      <p className="jackpot-card__amount">
        <LiveJackpotAmount code={pool.code} amount={pool.amount} />
      </p>
      <h2>{t('jackpots.howFunded')}</h2>
      <p>{t('jackpots.funded', { percent: formatPercentBp(pool.contributionBasisPoints, i18n.language), seed: money(pool.seed) })}</p>
      <h2>{t('jackpots.howWon')}</h2>
      {pool.trigger === 'MUST_DROP' && pool.mustDropBy ? (
        <p>{t('jackpots.mustDrop', { amount: money(pool.mustDropBy), seed: money(pool.seed) })}</p>
      ) : (
        <>
          <p>{t('jackpots.random', { unit: money(100), count: oddsUnits ? formatNumber(oddsUnits, i18n.language) : '—' })}</p>
          <p>{pool.ceiling ? t('jackpots.ceiling', { amount: money(pool.ceiling) }) : t('jackpots.noCeiling')}</p>
        </>
      )}
      <p>{t('jackpots.paid')}</p>
      <h2>{t('jackpots.games')}</h2>
      <ul>
        {pool.gameTypes.map((type) => (
          <li key={`type:${type.code}`}>{t('jackpots.allOfType', { type: t(`gameTypes.${type.code}`, { defaultValue: type.name }) })}</li>
        ))}
        {pool.vendors.map((vendor) => (
          <li key={`vendor:${vendor.code}`}>{t('jackpots.allOfVendor', { vendor: vendor.name })}</li>
        ))}
        {pool.games.map((game) => (
          <li key={`game:${game.id}`} translate="no">
            {game.name}
          </li>
        ))}
      </ul>
      <h2 id="jackpot-winners">{t('jackpots.winners')}</h2>
      {pool.wins.length ? (
        <div className="plain-table-scroll">
          <table className="plain-table" aria-labelledby="jackpot-winners">
            <thead>
              <tr>
                <th scope="col">{t('jackpots.when')}</th>
                <th scope="col">{t('jackpots.winner')}</th>
                <th scope="col">{t('jackpots.game')}</th>
                <th scope="col">{t('jackpots.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {pool.wins.map((win, index) => (
                <tr key={`${win.wonAt}:${index}`}>
                  <td>
                    <LocalTime ms={win.wonAt} locale={i18n.language} />
                  </td>
                  <td translate="no">{win.winner ?? t('jackpots.privateWinner')}</td>
                  <td translate="no">{win.gameName}</td>
                  <td className="plain-table__figure">{money(win.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t('jackpots.noWinYet')}</p>
      )}
    </article>
  );
}

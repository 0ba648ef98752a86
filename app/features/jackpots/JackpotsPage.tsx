import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { useShell } from '#app/kernel/use-shell';
import { formatMoney } from '#app/kernel/money/money';
import { JackpotsPageQuery } from './jackpots.queries.server';
import { LiveJackpotAmount } from './LiveJackpotAmount';
import styles from './jackpots.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['jackpots'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta = titledMeta;

/**
 * The brand's jackpots (docs/decisions/064): each pool's amount, how it is won and its last win,
 * each with a link to its rules. A brand without pools answers 404 with a plain sentence.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data: read } = await context.graphql(JackpotsPageQuery);
  // Not read (the platform failed): said on the page, with the status that says to try again.
  const failed = !read?.jackpots;
  const pools = read?.jackpots?.pools ?? [];
  if (!failed && !pools.length) throw new Response('No jackpots', { status: 404 });
  return data({ title: pageTitle(context.locale, 'nav.jackpots'), pools, failed }, { status: failed ? 503 : 200 });
}

export default function JackpotsPage() {
  const { pools, failed } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  return (
    <section className="jackpots-page" aria-labelledby="jackpots-title">
      <h1 id="jackpots-title">{t('jackpots.title')}</h1>
      <p>{t('jackpots.intro')}</p>
      {failed ? <p role="alert">{t('jackpots.failed')}</p> : null}
      <ul className="jackpots-page__list">
        {pools.map((pool) => (
          <li key={pool.code} className="jackpot-card">
            <h2>{pool.name}</h2>
            <p className="jackpot-card__amount">
              <LiveJackpotAmount code={pool.code} amount={pool.amount} />
            </p>
            <p>
              {pool.trigger === 'MUST_DROP' && pool.mustDropBy !== null && pool.mustDropBy !== undefined
                ? t('jackpots.mustDropShort', { amount: formatMoney(pool.mustDropBy, symbol, i18n.language) })
                : t('jackpots.randomShort')}
            </p>
            {pool.lastWin ? (
              <p className="muted">
                {t('jackpots.lastWon', { amount: formatMoney(pool.lastWin.amount, symbol, i18n.language) })}{' '}
                <LocalTime ms={pool.lastWin.wonAt} locale={i18n.language} />
              </p>
            ) : (
              <p className="muted">{t('jackpots.noWinYet')}</p>
            )}
            <Link to={href('/jackpots/:code', { code: pool.code })}>{t('jackpots.rulesOf', { pool: pool.name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { VipPageQuery } from './rewards.queries.server';
import { Money } from '#app/kernel/money/Money';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

/**
 * vip: the member's VIP rank (MCSFE_getPlayerRankProgress), computed by the platform from their
 * lifetime deposits paid and valid bets settled; the next level with what each total still needs,
 * and the brand's ladder (docs/decisions/030-rewards.md "VIP rank").
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(VipPageQuery);
  return { vip: data?.vip ?? null };
}

/** One total on its way to the next level's threshold: the figure, a bar, and what is still missing. */
function Progress({ label, done, needed }: { label: string; done: number; needed: number }) {
  const { t } = useTranslation();
  const missing = Math.max(0, needed - done);
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Money minor={done} /> / <Money minor={needed} /> {needed > 0 ? <progress max={needed} value={Math.min(done, needed)} aria-label={label} /> : null}{' '}
        {missing > 0 ? (
          <span className="muted">
            {t('rewards.vip.missing')} <Money minor={missing} />
          </span>
        ) : (
          <span className="muted">{t('rewards.vip.reached')}</span>
        )}
      </dd>
    </>
  );
}

export default function VipPage() {
  const { vip } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vip-title" className="reward-page">
      <h1 id="vip-title">{t('rewards.vip.title')}</h1>
      {!vip ? (
        <SectionError what={t('rewards.vip.title')} />
      ) : vip.levels.length === 0 ? (
        <p className="muted">{t('rewards.vip.none')}</p>
      ) : (
        <>
          <p className="vip-level">
            {t('rewards.vip.yourLevel')} <strong>{t('rewards.vip.level', { level: vip.level })}</strong>
          </p>
          <p className="muted">{t('rewards.vip.rule')}</p>
          {vip.next ? (
            <>
              <h2>{t('rewards.vip.next', { level: vip.next.level })}</h2>
              <dl className="reward-card__facts">
                <Progress label={t('rewards.vip.deposits')} done={vip.deposits} needed={vip.next.minDeposit} />
                <Progress label={t('rewards.vip.validBets')} done={vip.validBets} needed={vip.next.minValidBet} />
              </dl>
              <p>
                <Link to={href('/member/depositv2')}>{t('rewards.vip.deposit')}</Link>
              </p>
            </>
          ) : (
            <p>{t('rewards.vip.top')}</p>
          )}
          <SmallTable
            caption={t('rewards.vip.ladder')}
            rowHeader
            rows={vip.levels}
            rowKey={(row) => String(row.level)}
            rowProps={(row) => (row.level === vip.level ? { 'aria-current': 'true', className: 'row--me' } : {})}
            columns={[
              { id: 'level', header: t('rewards.vip.levelHeader'), value: (row) => t('rewards.vip.level', { level: row.level }) },
              { id: 'deposit', header: t('rewards.vip.deposits'), show: (row) => <Money minor={row.minDeposit} /> },
              { id: 'validBet', header: t('rewards.vip.validBets'), show: (row) => <Money minor={row.minValidBet} /> },
              {
                id: 'state',
                header: t('rewards.vip.state'),
                value: (row) => (row.level === vip.level ? t('rewards.vip.current') : row.level < vip.level ? t('rewards.vip.passed') : t('rewards.vip.ahead')),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

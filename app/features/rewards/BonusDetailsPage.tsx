import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { BonusDetailsQuery } from './rewards.queries.server';
import { Money } from '#app/kernel/money/Money';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

/** bonusDetails: every bonus the ledger paid (promotions, first deposit, missions, referrals, rebates…), with its amount, turnover requirement and the valid bets since. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BonusDetailsQuery);
  return { bonuses: data?.bonuses ?? null };
}

export default function BonusDetailsPage() {
  const { bonuses } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="bonus-details-title" className="reward-page">
      <h1 id="bonus-details-title">{t('rewards.bonusDetails.title')}</h1>
      {!bonuses ? (
        <SectionError what={t('rewards.bonusDetails.title')} />
      ) : bonuses.length === 0 ? (
        <p className="muted">
          {t('rewards.bonusDetails.empty')} <Link to={href('/member/rewardCenter')}>{t('rewards.rewardCenter.title')}</Link>
        </p>
      ) : (
        <SmallTable
          caption={t('rewards.bonusDetails.caption')}
          rowHeader
          rows={bonuses}
          rowKey={(b) => b.id}
          columns={[
            {
              id: 'promotion',
              header: t('rewards.bonusDetails.promotion'),
              show: (b) => (b.promotionId ? <Link to={href('/PromotionDetail', { search: { id: b.promotionId } })}>{b.title}</Link> : b.title),
            },
            { id: 'amount', header: t('rewards.bonusDetails.amount'), show: (b) => <Money minor={b.amount} /> },
            { id: 'paidAt', header: t('rewards.bonusDetails.paidAt'), show: (b) => <LocalTime ms={b.paidAt} locale={i18n.language} /> },
            { id: 'turnover', header: t('rewards.bonusDetails.turnover'), show: (b) => <Money minor={b.turnoverRequired} /> },
            {
              id: 'done',
              header: t('rewards.bonusDetails.done'),
              show: (b) => (
                <>
                  <Money minor={b.turnoverDone} />{' '}
                  {b.turnoverRequired > 0 ? (
                    <progress max={b.turnoverRequired} value={b.turnoverDone} aria-label={`${t('rewards.bonusDetails.done')}: ${b.title}`} />
                  ) : null}
                </>
              ),
            },
            {
              id: 'state',
              header: t('rewards.bonusDetails.state'),
              value: (b) =>
                b.turnoverRequired === 0
                  ? t('rewards.bonusDetails.noTurnover')
                  : b.completed
                    ? t('rewards.bonusDetails.completed')
                    : t('rewards.bonusDetails.running'),
            },
          ]}
        />
      )}
    </section>
  );
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '../components/LocalTime';
import { SectionError } from '../components/SectionError';
import { BonusDetailsQuery } from '../features/rewards/rewards.queries.server';
import { Money } from '../features/wallet/Money';
import { useTranslation } from '../i18n/react';

/** bonusDetails: every bonus paid, with its promotion, amount, turnover requirement and the valid bets since. */
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
          {t('rewards.bonusDetails.empty')} <Link to="/member/rewardCenter">{t('rewards.rewardCenter.title')}</Link>
        </p>
      ) : (
        <div className="data-table">
          <div className="data-table__scroll">
            <table>
              <caption>{t('rewards.bonusDetails.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.bonusDetails.promotion')}</th>
                  <th scope="col">{t('rewards.bonusDetails.amount')}</th>
                  <th scope="col">{t('rewards.bonusDetails.paidAt')}</th>
                  <th scope="col">{t('rewards.bonusDetails.turnover')}</th>
                  <th scope="col">{t('rewards.bonusDetails.done')}</th>
                  <th scope="col">{t('rewards.bonusDetails.state')}</th>
                </tr>
              </thead>
              <tbody>
                {bonuses.map((b) => (
                  <tr key={`${b.promotionId}-${b.paidAt}`}>
                    <th scope="row">
                      <Link to={`/PromotionDetail?id=${b.promotionId}`}>{b.title}</Link>
                    </th>
                    <td>
                      <Money minor={b.amount} />
                    </td>
                    <td>
                      <LocalTime ms={b.paidAt} locale={i18n.language} />
                    </td>
                    <td>
                      <Money minor={b.turnoverRequired} />
                    </td>
                    <td>
                      <Money minor={b.turnoverDone} />{' '}
                      {b.turnoverRequired > 0 ? (
                        <progress max={b.turnoverRequired} value={b.turnoverDone} aria-label={`${t('rewards.bonusDetails.done')}: ${b.title}`} />
                      ) : null}
                    </td>
                    <td>{b.completed ? t('rewards.bonusDetails.completed') : t('rewards.bonusDetails.running')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '../components/FormField';
import { LocalTime } from '../components/LocalTime';
import { SectionError } from '../components/SectionError';
import { doneOf, rewardAction } from '../features/rewards/actions.server';
import { DoneNotice } from '../features/rewards/PromotionCard';
import { RebatePageQuery } from '../features/rewards/rewards.queries.server';
import { Money } from '../features/wallet/Money';
import { useTranslation } from '../i18n/react';

const PATH = '/member/manualRebate';

/** manualRebate (MANPLAYREB3): the rebate on valid bets since the last claim, by product at the brand's rates; claimed once. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(RebatePageQuery);
  return { rebate: data?.rebate ?? null, done: doneOf(new URL(request.url)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return rewardAction(request, context, PATH);
}

const percent = (bp: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

export default function RebatePage() {
  const { rebate, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="rebate-title" className="reward-page">
      <h1 id="rebate-title">{t('rewards.rebate.title')}</h1>
      <p className="muted">{t('rewards.rebate.intro')}</p>
      <DoneNotice done={done} />
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {!rebate ? (
        <SectionError what={t('rewards.rebate.title')} />
      ) : (
        <>
          <p>
            {rebate.from > 0 ? (
              <>
                {t('rewards.rebate.since')}
                <LocalTime ms={rebate.from} locale={i18n.language} />
              </>
            ) : (
              t('rewards.rebate.sinceStart')
            )}
          </p>
          <div className="data-table">
            <div className="data-table__scroll">
              <table>
                <caption>{t('rewards.rebate.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rewards.rebate.product')}</th>
                    <th scope="col">{t('rewards.rebate.validBets')}</th>
                    <th scope="col">{t('rewards.rebate.rate')}</th>
                    <th scope="col">{t('rewards.rebate.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rebate.lines.map((line) => (
                    <tr key={line.gameType}>
                      <th scope="row">{t(`rewards.products.${line.gameType}`, { defaultValue: line.gameType })}</th>
                      <td>
                        <Money minor={line.validBets} />
                      </td>
                      <td>{percent(line.rateBp, i18n.language)}</td>
                      <td>
                        <Money minor={line.rebate} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('rewards.rebate.total')}
                    </th>
                    <td>
                      <Money minor={rebate.total} />
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
          {rebate.total > 0 ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="rebate" />
              <button type="submit" className="button" disabled={busy}>
                {t('rewards.rebate.claim')}
              </button>
            </Form>
          ) : (
            <p className="muted">{t('rewards.rebate.nothing')}</p>
          )}
          {rebate.claims.length > 0 ? (
            <>
              <h2>{t('rewards.rebate.history')}</h2>
              <ul>
                {rebate.claims.map((c) => (
                  <li key={c.id}>
                    <LocalTime ms={c.claimedAt} locale={i18n.language} />: <Money minor={c.amount} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

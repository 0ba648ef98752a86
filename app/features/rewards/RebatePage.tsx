import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { doneOf, rewardAction } from './actions.server';
import { DoneNotice } from './PromotionCard';
import { RebatePageQuery } from './rewards.queries.server';
import { Money } from '#app/kernel/money/Money';
import { formatPercentBp } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

const PATH = href('/member/manualRebate');

/** manualRebate (MANPLAYREB3): the rebate on valid bets since the last claim, by product at the brand's rates; claimed once. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(RebatePageQuery);
  return { rebate: data?.rebate ?? null, done: doneOf(new URL(request.url)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return rewardAction(request, context, PATH);
}

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
          <SmallTable
            caption={t('rewards.rebate.title')}
            rowHeader
            rows={rebate.lines}
            rowKey={(line) => line.gameType}
            columns={[
              { id: 'product', header: t('rewards.rebate.product'), value: (line) => t(`rewards.products.${line.gameType}`, { defaultValue: line.gameType }) },
              { id: 'validBets', header: t('rewards.rebate.validBets'), show: (line) => <Money minor={line.validBets} /> },
              { id: 'rate', header: t('rewards.rebate.rate'), value: (line) => formatPercentBp(line.rateBp, i18n.language) },
              { id: 'amount', header: t('rewards.rebate.amount'), value: (line) => line.rebate, render: (minor) => <Money minor={Number(minor)} /> },
            ]}
            totals={[{ label: t('rewards.rebate.total'), values: { amount: rebate.total } }]}
          />
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

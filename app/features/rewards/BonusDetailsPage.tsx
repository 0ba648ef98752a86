import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { readProblem } from '#app/components/forms/problem';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { getFormProps } from '@conform-to/react';
import { forfeitSchema } from './rewards.schema';
import type { BonusDetailsQuery as BonusDetailsData } from '#app/graphql/generated/graphql';
import { BonusDetailsQuery } from './rewards.queries.server';
import { doneOf, rewardAction } from './actions.server';
import { DoneNotice } from './PromotionCard';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { formatMoney } from '#app/kernel/money/money';
import { useLiveBonus } from '#app/kernel/live-store';
import { formatPercentBp } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

const PATH = href('/member/bonusDetails');

/**
 * bonusDetails: every bonus the ledger paid (promotions, first deposit, missions, referrals, rebates…),
 * with its amount, turnover requirement and progress; with the brand's bonus wallet (docs/decisions/067)
 * the active bonus first, its meter moving live with each round, its rules, and a way to give it up.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BonusDetailsQuery);
  // The forfeit form's request id: a repeat of its post (a double click, sent again) moves nothing twice.
  return { bonuses: data?.bonuses ?? null, wallet: data?.balance ?? null, done: doneOf(new URL(request.url)), requestId: crypto.randomUUID() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return rewardAction(request, context, PATH);
}

type Row = NonNullable<BonusDetailsData['bonuses']>[number];
type Wallet = NonNullable<BonusDetailsData['balance']>;
type Active = NonNullable<Wallet['activeBonus']>;

export default function BonusDetailsPage() {
  const { bonuses, wallet, done, requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  // A form without its request id (a page from before it had one) is told to reload, above the page.
  const formProblem = answer?.result.error?.[''] ?? answer?.result.error?.requestId ?? null;
  return (
    <section aria-labelledby="bonus-details-title" className="reward-page">
      <h1 id="bonus-details-title">{t('rewards.bonusDetails.title')}</h1>
      <DoneNotice done={done} />
      <FormError problem={formProblem} />
      {wallet?.activeBonus ? <ActiveBonus wallet={wallet} active={wallet.activeBonus} requestId={requestId} /> : null}
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
            { id: 'state', header: t('rewards.bonusDetails.state'), show: (b) => <BonusState bonus={b} /> },
          ]}
        />
      )}
    </section>
  );
}

/** Where a bonus stands: paid to cash (its turnover only shown), or its state in the bonus wallet with what its end moved. */
function BonusState({ bonus }: { bonus: Row }) {
  const { t, i18n } = useTranslation();
  if (bonus.status === 'PAID') {
    return (
      <>
        {bonus.turnoverRequired === 0
          ? t('rewards.bonusDetails.noTurnover')
          : bonus.completed
            ? t('rewards.bonusDetails.completed')
            : t('rewards.bonusDetails.running')}
      </>
    );
  }
  return (
    <>
      {t(`rewards.bonusDetails.statuses.${bonus.status}`)}
      {bonus.endedAmount !== null && bonus.endedAmount !== undefined && bonus.status !== 'SPENT' ? (
        <>
          {' '}
          (<Money minor={bonus.endedAmount} />)
        </>
      ) : null}
      {bonus.status === 'ACTIVE' && bonus.expiresAt ? (
        <>
          {' · '}
          {t('rewards.bonusDetails.expires')} <LocalTime ms={bonus.expiresAt} locale={i18n.language} />
        </>
      ) : null}
    </>
  );
}

/**
 * The active bonus: its balance and meter ("turnover still needed"), live with each round the member
 * plays (the stream's balance frame carries it); its rules before anything is asked; giving it up
 * with a confirmation that states the amount.
 */
function ActiveBonus({ wallet, active, requestId }: { wallet: Wallet; active: Active; requestId: string }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const revalidator = useRevalidator();
  const live = useLiveBonus({ amount: wallet.bonus, active });
  // The stream's figures count only while they are this bonus's (another may have started since).
  const current = live !== null && live.active?.id === active.id;
  const meter = current ? live.active! : active;
  const balance = current ? live.amount : wallet.bonus;
  // The bonus ended (met, spent or expired) or another started while the page was open: read it again.
  const ended = live !== null && live.active?.id !== active.id;
  useEffect(() => {
    if (ended && revalidator.state === 'idle') revalidator.revalidate();
    // Once per change of the live bonus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, live?.active?.id]);
  const percent = (n: number) => formatPercentBp(n * 100, i18n.language);
  return (
    <section aria-labelledby="active-bonus-title" className="active-bonus">
      <h2 id="active-bonus-title">{t('rewards.bonusDetails.active.title')}</h2>
      <dl className="summary-list">
        <div>
          <dt>{t('rewards.bonusDetails.active.balance')}</dt>
          <dd>
            <Money minor={balance} />
          </dd>
        </div>
        <div>
          <dt>{t('rewards.bonusDetails.active.granted')}</dt>
          <dd>
            <Money minor={active.amount} />
          </dd>
        </div>
        <div>
          <dt>{t('rewards.bonusDetails.active.left')}</dt>
          <dd>
            <output aria-live="polite" id="active-bonus-left">
              <Money minor={meter.turnoverLeft} />
            </output>
          </dd>
        </div>
        <div>
          <dt>{t('rewards.bonusDetails.active.maxStake')}</dt>
          <dd>{active.maxStake ? <Money minor={active.maxStake} /> : t('rewards.bonusDetails.active.noMaxStake')}</dd>
        </div>
        <div>
          <dt>{t('rewards.bonusDetails.active.expires')}</dt>
          <dd>{active.expiresAt ? <LocalTime ms={active.expiresAt} locale={i18n.language} /> : t('rewards.bonusDetails.active.never')}</dd>
        </div>
      </dl>
      <p className="active-bonus__meter">
        <span>
          {t('rewards.bonusDetails.active.meter', {
            done: formatMoney(meter.turnoverDone, symbol, i18n.language),
            required: formatMoney(meter.turnoverRequired, symbol, i18n.language),
          })}
        </span>
        <progress max={meter.turnoverRequired} value={meter.turnoverDone} aria-label={t('rewards.bonusDetails.done')} />
      </p>
      <h3>{t('rewards.bonusDetails.active.rulesTitle')}</h3>
      <ul className="active-bonus__rules">
        <li>{t(`rewards.bonusDetails.active.order.${active.stakeOrder}`)}</li>
        <li>{t('rewards.bonusDetails.active.withdrawal')}</li>
        <li>
          {t('rewards.bonusDetails.active.counts')}{' '}
          {[...active.contributions]
            .sort((a, b) => b.percent - a.percent)
            .map((c) => `${t(`gameTypes.${c.gameType}`, { defaultValue: c.gameType })} ${percent(c.percent)}`)
            .concat(t('rewards.bonusDetails.active.otherGames', { percent: percent(active.defaultContribution) }))
            .join(', ')}
        </li>
        {active.queued > 0 ? <li>{t('rewards.bonusDetails.active.queued', { count: active.queued })}</li> : null}
      </ul>
      <ForfeitForm active={active} balance={balance} requestId={requestId} />
    </section>
  );
}

/** Giving up the active bonus: the member ticks that they know the amount it holds goes back. */
function ForfeitForm({ active, balance, requestId }: { active: Active; balance: number; requestId: string }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(forfeitSchema, answer?.result ?? null, { id: 'forfeit-form' });
  const shown = fields.confirm.errors?.length ? readProblem(fields.confirm.errors[0]!) : null;
  // Open while the member uses it: an error opens it (also without JavaScript), and it stays open once the error is fixed.
  const [open, setOpen] = useState(Boolean(shown));
  useEffect(() => {
    if (shown) setOpen(true);
  }, [shown]);
  return (
    <details className="active-bonus__forfeit" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('rewards.bonusDetails.forfeit.open')}</summary>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="forfeit" />
        <input type="hidden" name="id" value={active.id} />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="field field--inline">
          <input
            type="checkbox"
            id="forfeit-confirm"
            name="confirm"
            value="on"
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'forfeit-confirm-error' : undefined}
          />
          <label htmlFor="forfeit-confirm">{t('rewards.bonusDetails.forfeit.confirm', { amount: formatMoney(balance, symbol, i18n.language) })}</label>
          {shown ? (
            <p id="forfeit-confirm-error" className="field-error">
              {t(shown.key, shown.params)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
          {t('rewards.bonusDetails.forfeit.submit')}
        </button>
      </Form>
    </details>
  );
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { parseForm } from '#app/components/forms/parse.server';
import { readProblem } from '#app/components/forms/problem';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { playerTransferSchema } from './transfer.schema';
import { DownlineSearchQuery, TransferOptionsQuery, TransferToPlayerMutation, TransferUplinePageQuery } from './transfer.queries.server';
import { Money } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { PaymentPasswordField } from '#app/features/security/PaymentPasswordField';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';

const HIDDEN = ['paymentPassword'];

interface ActionData {
  /** Conform's answer (never the payment password). */
  result: SubmissionResult<string[]>;
}

/** `?q=` (agents): the downline search; `?done=sent|pending&to=`: what the last transfer did. */
function pageState(request: Request) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 40);
  const done = params.get('done');
  const to = (params.get('to') ?? '').slice(0, 40);
  return { q, done: (done === 'sent' || done === 'pending') && to ? { status: done, to } : null };
}

/** transferUpline: a member sends to their upline; an agent also to an account of their downline. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, done } = pageState(request);
  const answer = await context.graphql(TransferUplinePageQuery);
  const options = answer.data?.transferOptions ?? null;
  const matches = options?.isAgent && q ? ((await context.graphql(DownlineSearchQuery, { username: q })).data?.downlineSearch ?? []) : null;
  const transfers = answer.data?.playerTransfers ?? null;
  return {
    options,
    balance: answer.data?.balance?.amount ?? null,
    transfers,
    q,
    matches,
    // The note names a recipient only if the member's newest transfer out really went there, so a
    // crafted link cannot make the page claim a transfer that did not happen.
    done: done && transfers?.items.find((item) => item.direction === 'OUT')?.party.username.toLowerCase() === done.to.toLowerCase() ? done : null,
    requestId: crypto.randomUUID(),
  };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const limits = (await context.graphql(TransferOptionsQuery)).data?.transferOptions;
  const submission = await parseForm(
    request,
    playerTransferSchema(limits ? { min: limits.minAmount, max: limits.maxAmount, locale: context.locale } : { locale: context.locale }),
  );
  if (submission.status !== 'success') return data<ActionData>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { recipient, amount, paymentPassword, requestId } = submission.value;
  const { data: answered } = await context.graphql(TransferToPlayerMutation, { input: { targetUsername: recipient, amount, paymentPassword, requestId } });
  const outcome = answered?.transferToPlayer;
  if (outcome?.ok) {
    const done = outcome.completed === false ? 'pending' : 'sent';
    return redirect(href('/member/transferUpline', { search: { done, to: recipient } }), 303);
  }
  return data<ActionData>(
    { result: replyWithUserErrors(submission, outcome, { fields: ['recipient', 'amount', 'paymentPassword'], hideFields: HIDDEN }) },
    { status: outcome ? 400 : 502 },
  );
});

export default function TransferUplinePage() {
  const { options, balance, transfers, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="transfer-player-title">
      <h1 id="transfer-player-title">{t('account.transferUpline')}</h1>
      {done ? <p role="status">{t(done.status === 'sent' ? 'transfer.player.done' : 'transfer.player.pending', { recipient: done.to })}</p> : null}
      {options === null ? (
        <SectionError what={t('account.transferUpline')} />
      ) : (
        <>
          <p>{t('transfer.player.intro')}</p>
          {balance !== null ? (
            <p>
              {t('transfer.player.available')}: <Money minor={balance} />
            </p>
          ) : null}
          {!options.canSend ? (
            <p>{t('transfer.player.cannotSend')}</p>
          ) : !options.paymentPasswordSet ? (
            <p role="note">
              {t('transfer.player.noPaymentPassword')} <Link to={href('/member/securityCenter')}>{t('transfer.player.securityCentre')}</Link>
            </p>
          ) : (
            <SendForm options={options} />
          )}
        </>
      )}
      <RecentTransfers transfers={transfers} />
    </section>
  );
}

type Options = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['options']>;

function SendForm({ options }: { options: Options }) {
  const { q, matches, requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const schema = useFormSchema(
    () => playerTransferSchema({ min: options.minAmount, max: options.maxAmount, locale: i18n.language }),
    [options.minAmount, options.maxAmount, i18n.language],
  );
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'transfer-player-form' });
  const choices = [
    ...(options.upline ? [{ username: options.upline.username, label: t('transfer.player.upline', options.upline) }] : []),
    ...(matches ?? []).map((m) => ({
      username: m.username,
      label: t('transfer.player.downline', { nickname: m.nickname, username: m.username, level: t('transfer.player.level', { level: m.level }) }),
    })),
  ];
  const recipientProblem = fields.recipient.errors?.length ? readProblem(fields.recipient.errors[0]!) : null;
  const chosen = fields.recipient.initialValue ?? (choices.length === 1 ? choices[0]!.username : undefined);
  return (
    <>
      {options.isAgent ? (
        <Form method="get" className="auth-form" role="search" aria-label={t('transfer.player.searchLabel')}>
          <FormField id="downline-search" name="q" type="search" label={t('transfer.player.searchLabel')} defaultValue={q} autoComplete="off" maxLength={40} />
          <button type="submit" className="button button--ghost">
            {t('transfer.player.search')}
          </button>
        </Form>
      ) : null}
      {choices.length === 0 ? (
        <p>{options.isAgent && q ? t('transfer.player.noMatches', { query: q }) : t('transfer.player.noUpline')}</p>
      ) : (
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <FormError problem={form.errors} />
          <input type="hidden" name="requestId" value={requestId} />
          {options.isAgent ? (
            <fieldset aria-describedby={recipientProblem ? 'transfer-recipient-error' : undefined}>
              <legend>{t('transfer.player.recipient')}</legend>
              {options.isAgent && q && matches?.length === 0 ? <p>{t('transfer.player.noMatches', { query: q })}</p> : null}
              {choices.map((choice) => (
                <div key={choice.username} className="field field--inline">
                  <input
                    type="radio"
                    id={`recipient-${choice.username}`}
                    name="recipient"
                    value={choice.username}
                    defaultChecked={chosen === choice.username}
                  />
                  <label htmlFor={`recipient-${choice.username}`}>{choice.label}</label>
                </div>
              ))}
              {recipientProblem ? (
                <p id="transfer-recipient-error" className="field-error">
                  {t(recipientProblem.key, recipientProblem.params)}
                </p>
              ) : null}
            </fieldset>
          ) : (
            <div className="field">
              <span className="field__label">{t('transfer.player.recipient')}</span>
              <p id="transfer-recipient">{choices[0]!.label}</p>
              <input type="hidden" name="recipient" value={choices[0]!.username} />
              {recipientProblem ? (
                <p id="transfer-recipient-error" className="field-error">
                  {t(recipientProblem.key, recipientProblem.params)}
                </p>
              ) : null}
            </div>
          )}
          <MoneyField
            id="transfer-player-amount"
            name="amount"
            label={t('transfer.player.amount')}
            min={options.minAmount}
            max={options.maxAmount}
            error={fields.amount.errors?.[0] ?? null}
            defaultValue={fields.amount.initialValue ?? null}
          />
          <PaymentPasswordField id="transfer-payment-password" problem={fields.paymentPassword.errors} />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('transfer.player.submit')}
          </button>
        </Form>
      )}
    </>
  );
}

function RecentTransfers({ transfers }: { transfers: ReturnType<typeof useLoaderData<typeof loader>>['transfers'] }) {
  const { t, i18n } = useTranslation();
  if (transfers === null) return <SectionError what={t('transfer.player.recent')} />;
  return (
    <>
      <h2 id="recent-transfers-title">{t('transfer.player.recent')}</h2>
      {transfers.items.length === 0 ? (
        <p>{t('transfer.player.none')}</p>
      ) : (
        <SmallTable
          labelledBy="recent-transfers-title"
          rows={transfers.items}
          rowKey={(item) => item.id}
          columns={[
            { id: 'date', header: t('transfer.player.date'), show: (item) => <LocalTime ms={item.createdAt} locale={i18n.language} /> },
            { id: 'direction', header: t('transfer.player.direction'), value: (item) => t(`transfer.player.directions.${item.direction}`) },
            { id: 'party', header: t('transfer.player.party'), value: (item) => `${item.party.nickname} (${item.party.username})` },
            { id: 'amount', header: t('transfer.player.amount'), show: (item) => <Money minor={item.amount} /> },
            { id: 'status', header: t('transfer.player.status'), value: (item) => t(`transfer.player.statuses.${item.status}`) },
          ]}
        />
      )}
    </>
  );
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { parseForm } from '#app/components/forms/parse.server';
import { readProblem } from '#app/components/forms/problem';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { CancelDepositMutation, CreateDepositMutation, DepositPageQuery } from './deposit.queries.server';
import { channelsOf, createDepositSchema, depositActionSchema, depositInput, type Channel, type FormMethod } from './deposit.schema';
import { formatMoney } from '#app/kernel/money/money';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import type { DepositPageQuery as DepositPageData, DepositRowFragment } from '#app/graphql/generated/graphql';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { userErrorFormats } from '#app/features/responsible-gaming/refusal.server';
import depositStyles from './deposit.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: depositStyles }];

const PATH = '/member/depositv2';

interface ActionData {
  intent: 'create' | 'cancel' | null;
  result: SubmissionResult<string[]>;
}

const depositIdOf = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : null);

/** depositv2: the brand's methods, the next step of a deposit, the member's recent deposits. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const depositId = depositIdOf(params.get('depositId'));
  const answer = await context.graphql(DepositPageQuery, { depositId: depositId ?? '0', withDeposit: depositId !== null });
  const done = params.get('done');
  return {
    settings: answer.data?.depositSettings ?? null,
    recent: answer.data?.myDeposits ?? null,
    current: answer.data?.deposit ?? null,
    // A new key per form shown: a repeated post of this form makes one deposit.
    requestId: crypto.randomUUID(),
    done: done === 'created' || done === 'cancelled' ? done : null,
  };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  // The limits the form is checked against are the brand's, read again here.
  const page = await context.graphql(DepositPageQuery, { depositId: '0', withDeposit: false });
  const methods: FormMethod[] = page.data?.depositSettings?.methods ?? [];
  const submission = await parseForm(request, depositActionSchema(methods, context.locale));
  const posted = submission.payload.intent;
  const intent = posted === 'create' || posted === 'cancel' ? posted : null;
  if (submission.status !== 'success') return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (value.intent === 'cancel') {
    const { data: answered } = await context.graphql(CancelDepositMutation, { id: value.depositId });
    const outcome = answered?.cancelDeposit;
    if (outcome?.ok) return redirect(`${PATH}?done=cancelled`, 303);
    return data<ActionData>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
  }
  const input = depositInput(value, methods, context.locale);
  if (!input) return data<ActionData>({ intent, result: submission.reply({ formErrors: ['deposit.errors.reload'] }) }, { status: 400 });
  // The provider's page sends the member back here, with the deposit's id.
  const returnUrl = PATH;
  const { data: answered } = await context.graphql(CreateDepositMutation, { input: { ...input, returnUrl } });
  const outcome = answered?.createDeposit;
  if (outcome?.ok && outcome.deposit) return redirect(`${PATH}?done=created&depositId=${outcome.deposit.id}`, 303);
  // A deposit limit the member set (docs/decisions/039): the message names it, with what it leaves and until when.
  const refusedBy = outcome?.errors.find((error) => error.code === 'LIMIT_REACHED')?.limitPeriod;
  const result = replyWithUserErrors(submission, outcome, {
    fields: ['amount', 'payeeName'],
    overrides: { 'INVALID_INPUT:method': 'deposit.errors.chooseMethod', LIMIT_REACHED: `deposit.errors.limitReached.${refusedBy ?? 'ANY'}` },
    formats: await userErrorFormats(context, outcome),
  });
  return data<ActionData>({ intent, result }, { status: outcome ? 400 : 502 });
});

export default function DepositPage() {
  const { settings, recent, current, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deposit-title">
      <h1 id="deposit-title">{t('deposit.title')}</h1>
      {done && !current ? <p role="status">{t(`deposit.done.${done}`)}</p> : null}
      {current ? <NextStep deposit={current} /> : null}
      {settings === null ? (
        <SectionError what={t('deposit.title')} />
      ) : !settings.allowDeposit || settings.methods.length === 0 ? (
        <p>{t('deposit.notAllowed')}</p>
      ) : (
        <DepositForm methods={settings.methods} />
      )}
      <RecentDeposits recent={recent} />
    </section>
  );
}

type LoadedMethod = NonNullable<DepositPageData['depositSettings']>['methods'][number];

function DepositForm({ methods }: { methods: readonly LoadedMethod[] }) {
  const { requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const schema = useMemo(() => createDepositSchema(methods, i18n.language), [methods, i18n.language]);
  const channels = useMemo(() => channelsOf(methods), [methods]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'create' ? answer.result : undefined, { id: 'deposit-form' });
  const initial = typeof fields.channel.initialValue === 'string' ? fields.channel.initialValue : undefined;
  const [chosen, choose] = useState<string>(initial && channels.some((c) => c.value === initial) ? initial : (channels[0]?.value ?? ''));
  const channel: Channel | undefined = channels.find((c) => c.value === chosen);
  const nameOf = (code: string) => methods.find((m) => m.code === code)?.name ?? code;
  const channelProblem = fields.channel.errors?.length ? readProblem(fields.channel.errors[0]!) : null;
  return (
    <Form method="post" className="member-form deposit-form" {...getFormProps(form)}>
      <p>{t('deposit.intro')}</p>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="requestId" value={requestId} />
      <fieldset
        className="deposit-methods"
        aria-invalid={channelProblem ? true : undefined}
        aria-describedby={channelProblem ? 'deposit-channel-error' : undefined}
      >
        <legend>{t('deposit.method')}</legend>
        {channels.map((c, i) => (
          <div className="field field--inline deposit-method" key={c.value}>
            <input
              id={`deposit-channel-${i}`}
              type="radio"
              name="channel"
              value={c.value}
              defaultChecked={c.value === chosen}
              onChange={() => choose(c.value)}
              aria-describedby={`deposit-channel-${i}-hint`}
            />
            <label htmlFor={`deposit-channel-${i}`}>
              {nameOf(c.method.code)}
              {c.method.bankTypes.length > 1 ? (
                <>
                  {' · '}
                  <span translate="no">{c.bankType}</span>
                </>
              ) : null}
            </label>
            <span id={`deposit-channel-${i}-hint`} className="muted">
              {t(`deposit.kinds.${c.method.kind}`)}
              {' · '}
              {t('deposit.limits', {
                min: formatMoney(c.method.minAmount, symbol, i18n.language),
                max: formatMoney(c.method.maxAmount, symbol, i18n.language),
              })}
            </span>
          </div>
        ))}
        {channelProblem ? (
          <p id="deposit-channel-error" className="field-error">
            {t(channelProblem.key, channelProblem.params)}
          </p>
        ) : null}
      </fieldset>
      <MoneyField
        id="deposit-amount"
        name="amount"
        label={t('deposit.amount')}
        min={channel?.method.minAmount}
        max={channel?.method.maxAmount}
        error={fields.amount.errors?.[0] ?? null}
        defaultValue={typeof fields.amount.initialValue === 'string' ? fields.amount.initialValue : null}
      />
      {channel?.method.kind === 'MANUAL_TRANSFER' ? (
        <FormField
          id="deposit-payee"
          name="payeeName"
          label={t('deposit.payeeName')}
          autoComplete="name"
          maxLength={100}
          required
          requiredMark
          defaultValue={typeof fields.payeeName.initialValue === 'string' ? fields.payeeName.initialValue : undefined}
          hint="deposit.payeeHint"
          problem={fields.payeeName.errors ?? null}
        />
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t('deposit.submit')}
      </button>
    </Form>
  );
}

type CurrentDeposit = NonNullable<DepositPageData['deposit']>;

/** What to do now for the deposit the page was opened for (after asking, or back from the provider). */
function NextStep({ deposit }: { deposit: CurrentDeposit }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const ref = `D${deposit.id}`;
  const amount = formatMoney(deposit.amount, symbol, i18n.language);
  const titleId = 'deposit-next-title';
  return (
    <section className="deposit-next" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('deposit.next.title', { ref, amount })}</h2>
      {deposit.status === 'PENDING' ? (
        <>
          <p role="status">{t('deposit.next.pending')}</p>
          <PendingStep deposit={deposit} amount={amount} refName={ref} />
          <p>
            <Link to={`${PATH}?depositId=${deposit.id}`}>{t('deposit.next.refresh')}</Link>
          </p>
        </>
      ) : deposit.status === 'PAID' ? (
        <>
          <p role="status">{t('deposit.next.paid', { amount })}</p>
          {deposit.firstDeposit ? <p>{t('deposit.next.firstBonus')}</p> : null}
        </>
      ) : (
        <p role="status">{t(deposit.status === 'CANCELLED' ? 'deposit.next.cancelled' : 'deposit.next.rejected')}</p>
      )}
    </section>
  );
}

function PendingStep({ deposit, amount, refName }: { deposit: CurrentDeposit; amount: string; refName: string }) {
  const { t } = useTranslation();
  const openPage = deposit.paymentUrl ? (
    <p>
      <a className="button" href={deposit.paymentUrl}>
        {t('deposit.next.openPage')}
      </a>
    </p>
  ) : null;
  switch (deposit.kind) {
    case 'QR_IMAGE':
      return (
        <>
          <p>{t('deposit.next.qr')}</p>
          {deposit.qrImageUrl ? (
            <img className="deposit-qr" src={deposit.qrImageUrl} alt={t('deposit.next.qrAlt', { ref: refName })} width={220} height={220} />
          ) : null}
          {openPage}
        </>
      );
    case 'LAUNCH_URL':
      return (
        <>
          <p>{t('deposit.next.launch')}</p>
          {openPage}
        </>
      );
    case 'CRYPTO':
      return (
        <>
          <p>{t('deposit.next.crypto', { amount, coin: deposit.bankType })}</p>
          <dl className="deposit-details">
            <dt>{t('deposit.next.address', { coin: deposit.bankType })}</dt>
            <dd>
              <code className="deposit-address">{deposit.walletAddress}</code>
            </dd>
          </dl>
          <p>{t('deposit.next.cryptoPage')}</p>
          {openPage}
        </>
      );
    case 'MANUAL_TRANSFER':
      return (
        <>
          <p>{t('deposit.next.manual', { amount, payee: deposit.payeeName ?? '' })}</p>
          {deposit.account ? (
            <dl className="deposit-details">
              <dt>{t('deposit.next.bank')}</dt>
              <dd translate="no">{deposit.account.bankName}</dd>
              <dt>{t('deposit.next.accountName')}</dt>
              <dd>{deposit.account.accountName}</dd>
              <dt>{t('deposit.next.accountNumber')}</dt>
              <dd>{deposit.account.accountNumber}</dd>
              <dt>{t('deposit.next.reference')}</dt>
              <dd>{refName}</dd>
            </dl>
          ) : null}
        </>
      );
  }
}

function RecentDeposits({ recent }: { recent: { total: number; items: DepositRowFragment[] } | null }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h2 id="deposit-recent-title">{t('deposit.recent.title')}</h2>
      {answer?.intent === 'cancel' ? <FormError problem={answer.result.error?.[''] ?? null} /> : null}
      {recent === null ? (
        <SectionError what={t('deposit.recent.title')} />
      ) : recent.items.length === 0 ? (
        <p>{t('deposit.recent.none')}</p>
      ) : (
        <SmallTable
          labelledBy="deposit-recent-title"
          rowHeader
          rows={recent.items}
          rowKey={(d) => d.id}
          columns={[
            { id: 'reference', header: t('deposit.recent.reference'), value: (d) => `D${d.id}` },
            { id: 'date', header: t('deposit.recent.date'), show: (d) => <LocalTime ms={d.createdAt} locale={i18n.language} /> },
            {
              id: 'method',
              header: t('deposit.recent.method'),
              value: (d) => `${d.methodName} · ${d.bankType}`,
              show: (d) => (
                <>
                  {d.methodName} · <span translate="no">{d.bankType}</span>
                </>
              ),
            },
            { id: 'amount', header: t('deposit.recent.amount'), show: (d) => <Money minor={d.amount} />, align: 'end' },
            { id: 'status', header: t('deposit.recent.status'), value: (d) => t(`deposit.status.${d.status}`) },
            {
              id: 'actions',
              header: t('deposit.recent.actions'),
              show: (d) => (
                <>
                  <Link to={`${PATH}?depositId=${d.id}`} aria-label={t('deposit.recent.detailsLabel', { ref: `D${d.id}` })}>
                    {t('deposit.recent.details')}
                  </Link>
                  {d.status === 'PENDING' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="depositId" value={d.id} />
                      <button
                        type="submit"
                        className="button button--small button--ghost"
                        disabled={busy}
                        aria-label={t('deposit.recent.cancelLabel', { ref: `D${d.id}` })}
                      >
                        {t('deposit.recent.cancel')}
                      </button>
                    </Form>
                  ) : null}
                </>
              ),
              className: 'deposit-actions',
            },
          ]}
        />
      )}
    </>
  );
}

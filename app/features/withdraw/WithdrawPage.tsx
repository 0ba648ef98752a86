import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { parseForm } from '#app/components/forms/parse.server';
import { readTableState } from '#app/components/data-table/table-state';
import { ReceiptConfirmation } from './ReceiptConfirmation';
import { WithdrawalHistory } from './WithdrawalHistory';
import { WithdrawBonusNote, WithdrawForm, WithdrawSummary } from './WithdrawForm';
import { boundedRequest, proofBase64 } from './proof-upload.server';
import { MAX_WITHDRAW_POST_BYTES } from './proof';
import { withdrawActionSchema, type WithdrawActionData, type WithdrawIntent } from './withdraw.schema';
import { ConfirmReceiptMutation, RequestWithdrawalMutation, WithdrawLimitsQuery, WithdrawPageQuery } from './withdraw.queries.server';
import { problem } from '#app/components/forms/problem';
import { replyWithMessage, replyWithUserErrors, USER_ERROR_MESSAGES } from '#app/graphql/user-errors';
import { userErrorFormats } from '#app/features/responsible-gaming/refusal.server';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import withdrawStyles from './withdraw.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: withdrawStyles }];

const HIDDEN = ['paymentPassword', 'proof'];
/** The gateway answers at most 50 rows a page. */
const MAX_PAGE_SIZE = 50;
const DONE = ['held', 'paid', 'received', 'notReceived', 'allReceived'] as const;
type Done = (typeof DONE)[number];

/** withdraw: what may be withdrawn, the request form, receipts to confirm and the member's withdrawals. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const table = readTableState(params, { defaultPageSize: 10 });
  const answer = await context.graphql(WithdrawPageQuery, { page: table.page, pageSize: Math.min(table.pageSize, MAX_PAGE_SIZE) });
  const done = params.get('done');
  return {
    settings: answer.data?.withdrawSettings ?? null,
    awaiting: answer.data?.withdrawalsAwaitingReceipt ?? null,
    history: answer.data?.myWithdrawals ?? null,
    table: { ...table, pageSize: Math.min(table.pageSize, MAX_PAGE_SIZE) },
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null,
    // A new key per form shown: a repeated post of this form moves money once.
    requestId: crypto.randomUUID(),
  };
}

const intentOf = (value: unknown): WithdrawIntent | null =>
  value === 'withdraw' || value === 'received' || value === 'notReceived' || value === 'allReceived' ? value : null;

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  // A post larger than an image of the largest size allowed is refused before it is read whole.
  const bounded = await boundedRequest(request, MAX_WITHDRAW_POST_BYTES);
  if (!bounded) {
    const result: SubmissionResult<string[]> = { status: 'error', error: { '': [USER_ERROR_MESSAGES.FILE_INVALID] } };
    return data<WithdrawActionData>({ intent: null, withdrawalId: null, result }, { status: 413 });
  }
  const limits = (await context.graphql(WithdrawLimitsQuery)).data?.withdrawSettings;
  const bounds = limits ? { min: limits.minAmount, max: Math.min(limits.maxAmount, limits.available), locale: context.locale } : { locale: context.locale };
  const submission = await parseForm(bounded, withdrawActionSchema(bounds, Boolean(limits?.activeBonus)));
  const intent = intentOf(submission.payload.intent);
  const withdrawalId = typeof submission.payload.withdrawalId === 'string' ? submission.payload.withdrawalId : null;
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<WithdrawActionData>({ intent, withdrawalId, result }, { status });
  if (submission.status !== 'success') return reply(submission.reply({ hideFields: HIDDEN }));
  const value = submission.value;

  if (value.intent === 'withdraw') {
    const { data: answered } = await context.graphql(RequestWithdrawalMutation, {
      input: {
        amount: value.amount,
        cardId: value.cardId,
        paymentPassword: value.paymentPassword,
        requestId: value.requestId,
        forfeitBonusId: value.forfeitBonus ?? null,
      },
    });
    const outcome = answered?.requestWithdrawal;
    if (outcome?.ok) return redirect(href('/member/withdraw', { search: { done: outcome.withdrawal?.status === 'PAID' ? 'paid' : 'held' } }), 303);
    return reply(
      replyWithUserErrors(submission, outcome, {
        fields: ['cardId', 'amount', 'paymentPassword', 'forfeitBonus'],
        hideFields: HIDDEN,
        formats: await userErrorFormats(context, outcome),
        overrides: { 'INVALID_INPUT:cardId': 'withdraw.errors.chooseCard', 'INVALID_INPUT:requestId': 'withdraw.errors.reload' },
      }),
      outcome ? 400 : 502,
    );
  }

  let input: { answer: 'RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED'; withdrawalId?: string; proofImage?: string };
  if (value.intent === 'notReceived') {
    const proofImage = await proofBase64(value.proof);
    if (!proofImage) return reply(replyWithMessage(submission, problem('withdraw.errors.proofType'), { field: 'proof', hideFields: HIDDEN }));
    input = { answer: 'NOT_RECEIVED', withdrawalId: value.withdrawalId, proofImage };
  } else {
    input = value.intent === 'received' ? { answer: 'RECEIVED', withdrawalId: value.withdrawalId } : { answer: 'ALL_RECEIVED' };
  }
  const { data: answered } = await context.graphql(ConfirmReceiptMutation, { input });
  const outcome = answered?.confirmReceipt;
  if (outcome?.ok) return redirect(href('/member/withdraw', { search: { done: value.intent } }), 303);
  return reply(replyWithUserErrors(submission, outcome, { fields: value.intent === 'notReceived' ? ['proof'] : [], hideFields: HIDDEN }), outcome ? 400 : 502);
});

export default function WithdrawPage() {
  const { settings, awaiting, history, table, done, requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<WithdrawActionData>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="withdraw-title">
      <h1 id="withdraw-title">{t('withdraw.title')}</h1>
      {done ? (
        <p role="status" className="notice">
          {t(`withdraw.done.${done}`)}
        </p>
      ) : null}
      {answer && answer.intent === null ? <FormError problem={answer.result.error?.[''] ?? null} /> : null}
      {settings === null ? (
        <SectionError what={t('withdraw.title')} />
      ) : (
        <>
          <WithdrawSummary settings={settings} />
          <WithdrawBonusNote settings={settings} />
          <WithdrawForm settings={settings} requestId={requestId} />
        </>
      )}
      <ReceiptConfirmation awaiting={awaiting} />
      <WithdrawalHistory history={history} state={table} receiptMinutes={settings?.receiptConfirmMinutes ?? awaiting?.minutes ?? null} />
    </section>
  );
}

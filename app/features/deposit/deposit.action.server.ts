import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { userErrorFormats } from '#app/features/responsible-gaming/refusal.server';
import { CancelDepositMutation, CreateDepositMutation, DepositPageQuery } from './deposit.queries.server';
import { DEPOSIT_PATH } from './deposit-path';
import { depositActionSchema, depositInput, type DepositActionData, type FormMethod } from './deposit.schema';

/** A new deposit (then its next step), or the cancel of a pending one (then the list). */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  // The limits the form is checked against are the brand's, read again here.
  const page = await context.graphql(DepositPageQuery, { depositId: '0', withDeposit: false });
  const methods: FormMethod[] = page.data?.depositSettings?.methods ?? [];
  const submission = await parseForm(request, depositActionSchema(methods, context.locale));
  const posted = submission.payload.intent;
  const intent = posted === 'create' || posted === 'cancel' ? posted : null;
  if (submission.status !== 'success') return data<DepositActionData>({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (value.intent === 'cancel') {
    const { data: answered } = await context.graphql(CancelDepositMutation, { id: value.depositId });
    const outcome = answered?.cancelDeposit;
    if (outcome?.ok) return redirect(`${DEPOSIT_PATH}?done=cancelled`, 303);
    return data<DepositActionData>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
  }
  const input = depositInput(value, methods, context.locale);
  if (!input) return data<DepositActionData>({ intent, result: submission.reply({ formErrors: ['deposit.errors.reload'] }) }, { status: 400 });
  // The provider's page sends the member back here, with the deposit's id.
  const returnUrl = DEPOSIT_PATH;
  const { data: answered } = await context.graphql(CreateDepositMutation, { input: { ...input, returnUrl } });
  const outcome = answered?.createDeposit;
  if (outcome?.ok && outcome.deposit) return redirect(`${DEPOSIT_PATH}?done=created&depositId=${outcome.deposit.id}`, 303);
  // A deposit limit the member set (docs/decisions/039): the message names it, with what it leaves and until when.
  const refusedBy = outcome?.errors.find((error) => error.code === 'LIMIT_REACHED')?.limitPeriod;
  const result = replyWithUserErrors(submission, outcome, {
    fields: ['amount', 'payeeName'],
    overrides: { 'INVALID_INPUT:method': 'deposit.errors.chooseMethod', LIMIT_REACHED: `deposit.errors.limitReached.${refusedBy ?? 'ANY'}` },
    formats: await userErrorFormats(context, outcome),
  });
  return data<DepositActionData>({ intent, result }, { status: outcome ? 400 : 502 });
});

import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import * as z from 'zod';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { userErrorFormats } from './refusal.server';
import {
  CloseAccountMutation,
  SetGamblingLimitMutation,
  SetRealityCheckMutation,
  SetSessionLimitMutation,
  StartExclusionMutation,
} from './responsible-gaming.queries.server';
import {
  closureSchema,
  limitSchema,
  realityCheckSchema,
  RG_FORMS,
  selfExclusionSchema,
  sessionLimitSchema,
  timeoutSchema,
  type RgActionData,
} from './responsible-gaming.schema';
import { href } from '#app/kernel/href';

/** Each of the page's forms posts its name in the hidden `form` field; the action answers it, or redirects to what it did. */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const form = (await peekFormField(request, 'form', z.enum(RG_FORMS))) ?? 'limit';
  if (form === 'limit') return limitAction(request, context);
  if (form === 'sessionLimit' || form === 'realityCheck') return minutesAction(form, request, context);
  if (form === 'closure') return closureAction(request, context);
  return exclusionAction(form, request, context);
});

/**
 * The session time limit (set, shorten, lengthen, remove: shorter at once, longer or removed after
 * the cooling-off) or the reality-check interval (set, or back to the brand's default: at once).
 */
async function minutesAction(form: 'sessionLimit' | 'realityCheck', request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, form === 'sessionLimit' ? sessionLimitSchema() : realityCheckSchema());
  if (submission.status !== 'success') return data<RgActionData>({ form, result: submission.reply() }, { status: 400 });
  const input = { minutes: submission.value.intent === 'set' ? (submission.value.minutes ?? null) : null };
  const outcome =
    form === 'sessionLimit'
      ? (await context.graphql(SetSessionLimitMutation, { input })).data?.setSessionLimit
      : (await context.graphql(SetRealityCheckMutation, { input })).data?.setRealityCheck;
  if (outcome?.ok) return redirect(href('/member/responsibleGaming', { search: { done: form } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['minutes'] });
  return data<RgActionData>({ form, result }, { status: outcome ? 400 : 502 });
}

/** Sets, lowers, raises or removes one limit; the page then says whether it applies now or after the cooling-off. */
async function limitAction(request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, limitSchema(context.locale));
  if (submission.status !== 'success') return data<RgActionData>({ form: 'limit', result: submission.reply() }, { status: 400 });
  const { intent, kind, period, amount } = submission.value;
  const { data: answered } = await context.graphql(SetGamblingLimitMutation, {
    input: { kind, period, amount: intent === 'remove' ? null : (amount ?? null) },
  });
  const outcome = answered?.setGamblingLimit;
  if (outcome?.ok) return redirect(href('/member/responsibleGaming', { search: { kind, period, done: 1 } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['kind', 'period', 'amount'], formats: await userErrorFormats(context, outcome) });
  return data<RgActionData>({ form: 'limit', result }, { status: outcome ? 400 : 502 });
}

/**
 * Starts a time-out or self-exclusion. The platform ends every session of the member and the
 * gateway's mutation clears the portal's cookie with it; the login dialog says until when.
 */
async function exclusionAction(form: 'timeout' | 'selfExclusion', request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, form === 'timeout' ? timeoutSchema : selfExclusionSchema);
  if (submission.status !== 'success') return data<RgActionData>({ form, result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(StartExclusionMutation, { input: { length: submission.value.length, confirm: submission.value.confirm } });
  const outcome = answered?.startExclusion;
  if (outcome?.ok) return redirect(href('/login', { search: { excluded: outcome.endsAt ?? 'permanent' } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['length', 'confirm'], formats: await userErrorFormats(context, outcome) });
  return data<RgActionData>({ form, result }, { status: outcome ? 400 : 502 });
}

/** Closes the account for good; the member is logged out and the login dialog says how the balance is paid out. */
async function closureAction(request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, closureSchema);
  if (submission.status !== 'success') return data<RgActionData>({ form: 'closure', result: submission.reply() }, { status: 400 });
  const outcome = (await context.graphql(CloseAccountMutation, { input: { confirm: submission.value.confirm } })).data?.closeAccount;
  if (outcome?.ok) return redirect(href('/login', { search: { excluded: 'closed' } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['confirm'] });
  return data<RgActionData>({ form: 'closure', result }, { status: outcome ? 400 : 502 });
}

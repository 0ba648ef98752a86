import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { failedFields } from '#app/graphql/errors';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { PushSettingsQuery, SetPushPreferencesMutation, SubscribePushMutation, UnsubscribePushMutation } from './push.queries.server';
import { preferencesSchema, subscriptionSchema, unsubscriptionSchema } from './push.schema';

/**
 * The member's notifications (docs/decisions/065): each kind on or off, and this browser's
 * subscription. `?saved` says the kinds were saved. The layout guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(PushSettingsQuery);
  const settings = answer.data?.pushSettings ?? null;
  const failed = failedFields(answer.errors).includes('pushSettings');
  return {
    status: failed ? ('failed' as const) : settings ? ('ready' as const) : ('unavailable' as const),
    saved: new URL(request.url).searchParams.has('saved'),
    settings,
  };
}

type Reply = { intent: 'preferences' | 'subscribe' | 'unsubscribe'; result: SubmissionResult<string[]> };

/**
 * The kinds as the form left them (saved: back to the page, which says so), or this browser's
 * subscription given or taken back by the page's script (answered in place).
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const intent = (await peekFormField(request, 'intent', z.enum(['preferences', 'subscribe', 'unsubscribe']))) ?? 'preferences';
  if (intent === 'subscribe') {
    const submission = await parseForm(request, subscriptionSchema);
    if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
    const { endpoint, p256dh, auth } = submission.value;
    const outcome = (await context.graphql(SubscribePushMutation, { input: { endpoint, p256dh, auth } })).data?.subscribePush;
    const result = outcome?.ok ? submission.reply() : replyWithUserErrors(submission, outcome, { fields: [] });
    return data<Reply>({ intent, result }, { status: outcome?.ok ? 200 : outcome ? 400 : 502 });
  }
  if (intent === 'unsubscribe') {
    const submission = await parseForm(request, unsubscriptionSchema);
    if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
    const outcome = (await context.graphql(UnsubscribePushMutation, { endpoint: submission.value.endpoint })).data?.unsubscribePush;
    const result = outcome?.ok ? submission.reply() : replyWithUserErrors(submission, outcome, { fields: [] });
    return data<Reply>({ intent, result }, { status: outcome?.ok ? 200 : outcome ? 400 : 502 });
  }
  const submission = await parseForm(request, preferencesSchema);
  if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
  const on = (box: 'on' | undefined) => box === 'on';
  const input = {
    withdrawalPaid: on(submission.value.withdrawalPaid),
    drawResults: on(submission.value.drawResults),
    answers: on(submission.value.answers),
    tournaments: on(submission.value.tournaments),
  };
  const outcome = (await context.graphql(SetPushPreferencesMutation, { input })).data?.setPushPreferences;
  if (outcome?.ok) return redirect(href('/member/notifications', { search: { saved: 1 } }), 303);
  return data<Reply>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
});

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { failedFields } from '#app/graphql/errors';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { MyDataQuery, RequestDataExportMutation, RequestErasureMutation, SetPublicWinsMutation } from './privacy.queries.server';
import { downloadRefusalOf, erasureSchema, exportSchema, publicWinsSchema } from './privacy.schema';

/**
 * The member's own data (docs/decisions/063): the archives asked for, with their progress while
 * prepared, a download behind a fresh password check, whether the member's wins stand on public
 * lists (docs/decisions/064), and the erasure of the account. `?asked` says an archive was just asked
 * for, `?publicWins` that the choice was saved; `?download=<refusal>` why a download did not go
 * through. The layout guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await context.graphql(MyDataQuery);
  const mine = answer.data?.myData ?? null;
  const failed = failedFields(answer.errors).includes('myData');
  return {
    status: failed ? ('failed' as const) : mine ? ('ready' as const) : ('unavailable' as const),
    mine,
    asked: params.has('asked'),
    publicWinsSaved: params.has('publicWins'),
    refusal: downloadRefusalOf(params.get('download')),
  };
}

type Reply = { intent: 'export' | 'erase' | 'publicWins'; result: SubmissionResult<string[]> };

/**
 * Asking for an archive (back to the page, which follows its progress), keeping one's wins off
 * public lists or showing them again (back to the page, which says it was saved), or closing and
 * erasing the account (logged out).
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const intent = (await peekFormField(request, 'intent', z.enum(['export', 'erase', 'publicWins']))) ?? 'export';
  if (intent === 'publicWins') {
    const submission = await parseForm(request, publicWinsSchema);
    if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
    const outcome = (await context.graphql(SetPublicWinsMutation, { input: { hide: submission.value.hide === 'on' } })).data?.setPublicWins;
    if (outcome?.ok) return redirect(href('/member/myData', { search: { publicWins: 1 } }), 303);
    return data<Reply>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
  }
  if (intent === 'export') {
    const submission = await parseForm(request, exportSchema);
    if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
    const outcome = (await context.graphql(RequestDataExportMutation)).data?.requestDataExport;
    if (outcome?.ok) return redirect(href('/member/myData', { search: { asked: 1 } }), 303);
    return data<Reply>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
  }
  const submission = await parseForm(request, erasureSchema);
  if (submission.status !== 'success') return data<Reply>({ intent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const outcome = (await context.graphql(RequestErasureMutation, { input: { password: submission.value.password } })).data?.requestErasure;
  // The platform closed the account and ended its sessions; the Worker forgets the cookie on the next request.
  if (outcome?.ok && outcome.erasure) return redirect(href('/privacy/erased', { search: { erase: outcome.erasure.eraseAfter } }), 303);
  return data<Reply>(
    {
      intent,
      result: replyWithUserErrors(submission, outcome, {
        fields: ['password'],
        hideFields: ['password'],
        overrides: { OLD_PASSWORD_WRONG: 'privacy.errors.passwordWrong', TOO_MANY_REQUESTS: 'privacy.errors.attempts' },
      }),
    },
    { status: outcome ? 400 : 502 },
  );
});

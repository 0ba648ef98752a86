import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { Submission, SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { readPage } from '#app/components/data-table/table-state';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { problem } from '#app/components/forms/problem';
import { failedFields } from '#app/graphql/errors';
import { replyWithMessage, replyWithUserErrors, type MessageOverrides, type UserErrorLike } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { boundedRequest, proofBase64 } from '#app/features/withdraw/proof-upload.server';
import { AddComplaintMessageMutation, ComplaintQuery, ComplaintsPageQuery, FileComplaintMutation } from './complaints.queries.server';
import { fileSchema, MAX_COMPLAINT_CHARS, MAX_COMPLAINT_IMAGES, MAX_COMPLAINT_POST_BYTES, pageModeOf, replySchema } from './complaints.schema';

/**
 * The member's complaints (docs/decisions/062): the list with a form to file one (open when asked,
 * or prefilled from a record's "Complain" link), or one complaint with its timeline
 * (`?reference=`). Each form carries an id of its own, so a post sent twice files once. The layout
 * guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const mode = pageModeOf(params);
  const requestId = crypto.randomUUID();
  if ('reference' in mode) {
    const answer = await context.graphql(ComplaintQuery, { reference: mode.reference });
    const complaint = answer.data?.complaint ?? null;
    if (!complaint && !failedFields(answer.errors).includes('complaint')) throw new Response('Not found', { status: 404 });
    const disputeBody = Boolean(answer.data?.myComplaints?.rules.disputeBody);
    return { view: 'detail' as const, complaint, disputeBody, failed: !complaint, sent: params.has('sent'), requestId };
  }
  const answer = await context.graphql(ComplaintsPageQuery, { page: readPage(params) });
  const list = answer.data?.myComplaints ?? null;
  const failed = failedFields(answer.errors).includes('myComplaints');
  return { view: 'list' as const, list, status: failed ? ('failed' as const) : list ? ('ready' as const) : ('unavailable' as const), form: mode, requestId };
}

const HIDDEN = ['images'];
const OVERRIDES: MessageOverrides = {
  'NOT_FOUND:ref': 'complaints.errors.refUnknown',
  'REQUIRED:ref': 'complaints.errors.refRequired',
  'LENGTH:body': problem('complaints.errors.bodyTooLong', { max: MAX_COMPLAINT_CHARS }),
  'REQUIRED:body': 'complaints.errors.bodyRequired',
  'FILE_INVALID:images': 'complaints.errors.imageFile',
  STATE_CONFLICT: 'complaints.errors.closed',
  TOO_MANY_REQUESTS: 'complaints.errors.tooMany',
};

type Reply = { intent: 'file' | 'reply'; result: SubmissionResult<string[]> };

/** The images a form sent, as Base64 for the gateway, or null when one's first bytes are not a png's or a jpg's. */
async function imagesOf(files: readonly File[]): Promise<string[] | null> {
  const images: string[] = [];
  for (const file of files.slice(0, MAX_COMPLAINT_IMAGES)) {
    const base64 = await proofBase64(file);
    if (!base64) return null;
    images.push(base64);
  }
  return images;
}

type Parsed = Submission<unknown, string[], unknown>;

/** The form's answer when it did not go through: the errors under their fields, the values kept (never the files). */
const answered = (intent: Reply['intent'], result: SubmissionResult<string[]>, status = 400) => data<Reply>({ intent, result }, { status });
const imageRefused = (intent: Reply['intent'], submission: Parsed) =>
  answered(intent, replyWithMessage(submission, 'complaints.errors.imageType', { field: 'images', hideFields: HIDDEN }));
const mutationRefused = (intent: Reply['intent'], submission: Parsed, outcome: { errors: readonly UserErrorLike[] } | null | undefined, fields: string[]) =>
  answered(intent, replyWithUserErrors(submission, outcome, { fields, hideFields: HIDDEN, overrides: OVERRIDES }), outcome ? 400 : 502);

/** Filing a complaint, or writing again in one; each goes to the complaint's own page, which says it was sent. */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const bounded = await boundedRequest(request, MAX_COMPLAINT_POST_BYTES);
  // Refused unread, so its intent is the page's: a complaint's own page holds the reply form.
  if (!bounded)
    return answered(
      new URL(request.url).searchParams.has('reference') ? 'reply' : 'file',
      { status: 'error', error: { images: ['complaints.errors.imageTooLarge'] } },
      413,
    );
  if ((await peekFormField(bounded, 'intent', z.enum(['file', 'reply']))) === 'reply') {
    const submission = await parseForm(bounded, replySchema);
    if (submission.status !== 'success') return answered('reply', submission.reply({ hideFields: HIDDEN }));
    const images = await imagesOf(submission.value.images);
    if (!images) return imageRefused('reply', submission);
    const { reference, body, requestId } = submission.value;
    const outcome = (await context.graphql(AddComplaintMessageMutation, { input: { reference, body, images, requestId } })).data?.addComplaintMessage;
    if (outcome?.ok) return redirect(href('/member/complaints', { search: { reference, sent: 1 } }), 303);
    return mutationRefused('reply', submission, outcome, ['body', 'images']);
  }
  const submission = await parseForm(bounded, fileSchema);
  if (submission.status !== 'success') return answered('file', submission.reply({ hideFields: HIDDEN }));
  const images = await imagesOf(submission.value.images);
  if (!images) return imageRefused('file', submission);
  const { subject, ref, body, requestId } = submission.value;
  const input = { subject, ref: subject === 'SERVICE' ? null : ref, body, images, requestId };
  const outcome = (await context.graphql(FileComplaintMutation, { input })).data?.fileComplaint;
  if (outcome?.ok && outcome.complaint) return redirect(href('/member/complaints', { search: { reference: outcome.complaint.reference, sent: 1 } }), 303);
  return mutationRefused('file', submission, outcome, ['ref', 'body', 'images']);
});

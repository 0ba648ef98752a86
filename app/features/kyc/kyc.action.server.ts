import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { boundedRequest } from '#app/features/withdraw/proof-upload.server';
import { replyWithMessage, replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import * as z from 'zod';
import { documentBase64 } from './document-upload.server';
import { UploadVerificationDocumentMutation } from './kyc.queries.server';
import { DOCUMENT_KINDS, MAX_DOCUMENT_POST_BYTES, uploadSchema } from './kyc.schema';

export interface UploadAnswer {
  /** Which kind's form the answer is for (each needed kind has its own). */
  kind: (typeof DOCUMENT_KINDS)[number] | null;
  result: SubmissionResult<string[]>;
}

const HIDDEN = ['file'];

/**
 * One document: the file's declared type and size, then its first bytes, here; the gateway and
 * the platform check it again and the platform reads all of it. Sent: back to the page, which
 * says so (`?sent=`); refused: the form says why under the file.
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const reply = (answer: UploadAnswer, status = 400) => data<UploadAnswer>(answer, { status });
  // The largest file, its fields and the framing; a larger post is refused unread.
  const bounded = await boundedRequest(request, MAX_DOCUMENT_POST_BYTES);
  if (!bounded) return reply({ kind: null, result: { status: 'error', error: { file: ['verification.errors.tooLarge'] } } }, 413);
  const kind = (await peekFormField(bounded, 'kind', z.enum(DOCUMENT_KINDS))) ?? null;
  const submission = await parseForm(bounded, uploadSchema);
  if (submission.status !== 'success') return reply({ kind, result: submission.reply({ hideFields: HIDDEN }) });
  const file = await documentBase64(submission.value.file);
  if (!file) return reply({ kind, result: replyWithMessage(submission, 'verification.errors.type', { field: 'file', hideFields: HIDDEN }) });
  const { data: answered } = await context.graphql(UploadVerificationDocumentMutation, {
    input: { kind: submission.value.kind, requestId: submission.value.requestId, file },
  });
  const outcome = answered?.uploadVerificationDocument;
  if (outcome?.ok) return redirect(href('/member/verification', { search: { sent: submission.value.kind } }), 303);
  return reply(
    {
      kind,
      result: replyWithUserErrors(submission, outcome, {
        fields: ['file', 'kind'],
        hideFields: HIDDEN,
        overrides: { 'FILE_INVALID:file': 'verification.errors.file' },
      }),
    },
    outcome ? 400 : 502,
  );
});

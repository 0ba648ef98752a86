import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { readPage } from '#app/components/data-table/table-state';
import { parseForm } from '#app/components/forms/parse.server';
import { problem } from '#app/components/forms/problem';
import { FeedbackDialog } from './FeedbackDialog';
import { FeedbackPageQuery, SendFeedbackMutation } from './feedback.queries.server';
import { feedbackSchema, MAX_FEEDBACK_CHARS, MAX_FEEDBACK_IMAGES, MAX_FEEDBACK_POST_BYTES } from './feedback.schema';
import { boundedRequest, proofBase64 } from '#app/features/withdraw/proof-upload.server';
import { replyWithMessage, replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction, guardLoader } from '#app/kernel/guards.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import feedbackStyles from './feedback.css?url';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['feedback', 'playerProtection'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStyles }];

const HIDDEN = ['images'];

/**
 * The feedback dialog over the home page (route-addressable, like /login): members send feedback
 * (/feedback) and read their feedback with the answers (/feedback?tab=mine). A visitor logs in
 * first and comes back; a trial account gets the real-account prompt.
 */
export const loader = guardLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') === 'mine' ? ('mine' as const) : ('send' as const);
  const page = readPage(params);
  const answer = await context.graphql(FeedbackPageQuery, { page, withList: tab === 'mine' });
  if (answer.data?.me?.isTrial) throw redirect(href('/real-account-needed'));
  return {
    tab,
    list: answer.data?.myFeedback ?? null,
    sent: params.has('sent'),
  };
});

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<{ result: SubmissionResult<string[]> }>({ result }, { status });
  // Three images of the largest size, the text and the framing; a larger post is refused unread.
  const bounded = await boundedRequest(request, MAX_FEEDBACK_POST_BYTES);
  if (!bounded) return reply({ status: 'error', error: { images: ['feedback.errors.tooLarge'] } }, 413);
  const submission = await parseForm(bounded, feedbackSchema);
  if (submission.status !== 'success') return reply(submission.reply({ hideFields: HIDDEN }));
  const images: string[] = [];
  for (const file of submission.value.images.slice(0, MAX_FEEDBACK_IMAGES)) {
    // The name and the declared type passed; the first bytes decide what the file really is.
    const base64 = await proofBase64(file);
    if (!base64) return reply(replyWithMessage(submission, problem('feedback.errors.type'), { field: 'images', hideFields: HIDDEN }));
    images.push(base64);
  }
  const { data: answered } = await context.graphql(SendFeedbackMutation, { input: { content: submission.value.content, images } });
  const outcome = answered?.sendFeedback;
  if (outcome?.ok) return redirect(href('/feedback', { search: { tab: 'mine', sent: 1 } }), 303);
  return reply(
    replyWithUserErrors(submission, outcome, {
      fields: ['content', 'images'],
      hideFields: HIDDEN,
      overrides: { 'FILE_INVALID:images': 'feedback.errors.file', 'LENGTH:content': problem('feedback.errors.tooLong', { max: MAX_FEEDBACK_CHARS }) },
    }),
    outcome ? 400 : 502,
  );
});

export default function FeedbackRoute() {
  const { tab, list, sent } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <FeedbackDialog tab={tab} list={list} sent={sent} result={answer?.result ?? null} closeHref="/" />;
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseForm } from '../components/forms/parse.server';
import { problem } from '../components/forms/problem';
import { FeedbackDialog } from '../features/feedback/FeedbackDialog';
import { FeedbackPageQuery, SendFeedbackMutation } from '../features/feedback/feedback.queries.server';
import { feedbackSchema, MAX_FEEDBACK_CHARS, MAX_FEEDBACK_IMAGES, MAX_FEEDBACK_POST_BYTES } from '../features/feedback/feedback.schema';
import { boundedRequest, proofBase64 } from '../features/withdraw/proof-upload.server';
import { replyWithMessage, replyWithUserErrors } from '../graphql/user-errors';
import { translations } from '../i18n/namespaces.server';
import { MoreTranslations } from '../i18n/react';

const PATH = '/feedback';
const HIDDEN = ['images'];

/**
 * The feedback dialog over the home page (route-addressable, like /login): members send feedback
 * (/feedback) and read their feedback with the answers (/feedback?tab=mine). A visitor logs in
 * first and comes back; a trial account gets the real-account prompt.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') === 'mine' ? ('mine' as const) : ('send' as const);
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent(tab === 'mine' ? `${PATH}?tab=mine` : PATH)}`);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const answer = await context.graphql(FeedbackPageQuery, { page, withList: tab === 'mine' });
  if (answer.data?.me?.isTrial) throw redirect('/real-account-needed');
  return {
    tab,
    list: answer.data?.myFeedback ?? null,
    sent: params.has('sent'),
    translations: translations(context.locale, ['feedback']),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent(PATH)}`);
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
  if (outcome?.ok) return redirect(`${PATH}?tab=mine&sent=1`, 303);
  return reply(
    replyWithUserErrors(submission, outcome, {
      fields: ['content', 'images'],
      hideFields: HIDDEN,
      overrides: { 'FILE_INVALID:images': 'feedback.errors.file', 'LENGTH:content': problem('feedback.errors.tooLong', { max: MAX_FEEDBACK_CHARS }) },
    }),
    outcome ? 400 : 502,
  );
}

export default function FeedbackRoute() {
  const { tab, list, sent, translations: words } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <MoreTranslations resources={words}>
      <FeedbackDialog tab={tab} list={list} sent={sent} result={answer?.result ?? null} closeHref="/" />
    </MoreTranslations>
  );
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import { parseForm } from '#app/components/forms/parse.server';
import { failedFields } from '#app/graphql/errors';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { MarketingPreferencesQuery, SetMarketingConsentsMutation } from './consent.queries.server';
import { consentsOf, preferencesSchema } from './consent.schema';

/**
 * The member's marketing preferences (docs/decisions/061): every product on every channel, off
 * until turned on, and the changes made. `?saved` says the last post went through. The layout
 * guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(MarketingPreferencesQuery);
  const preferences = answer.data?.marketingPreferences ?? null;
  const failed = failedFields(answer.errors).includes('marketingPreferences');
  return {
    status: failed ? ('failed' as const) : preferences ? ('ready' as const) : ('unavailable' as const),
    saved: new URL(request.url).searchParams.has('saved'),
    preferences,
  };
}

/** Every pair as the form left it (a pair not ticked is off); saved, back to the page, which says so. */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, preferencesSchema);
  if (submission.status !== 'success') return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(SetMarketingConsentsMutation, { input: { consents: consentsOf(submission.value) } });
  const outcome = answered?.setMarketingConsents;
  if (outcome?.ok) return redirect(href('/member/marketingPreferences', { search: { saved: 1 } }), 303);
  return data({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
});

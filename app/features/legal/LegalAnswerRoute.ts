import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { logOut } from '#app/features/auth/logout.server';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { AcceptLegalDocumentsMutation } from './legal.queries.server';
import { legalAnswerSchema, shownVersions, type LegalNotice } from './legal.schema';

/** The page the dialog was over, with what to say about an answer that did not go through. */
function backTo(back: string, notice: LegalNotice | null): string {
  const url = new URL(back, 'http://portal.invalid');
  url.searchParams.delete('legal');
  if (notice) url.searchParams.set('legal', notice);
  return url.pathname + url.search + url.hash;
}

/**
 * /legal/answer: the member's answer to the new versions of the terms (features/legal/LegalAcceptance.tsx).
 * Accepted, back to the page the dialog was over, which no longer shows it. A version replaced while
 * the member read it, back with `?legal=outdated` (the dialog shows the new one and says why);
 * another failure, `?legal=failed`. Declined: logged out, to the page that says how to take the
 * balance and close the account. A malformed post goes back: the dialog is still there.
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const parsed = await parseForm(request, legalAnswerSchema);
  const back = safeRedirectPath(typeof parsed.payload.back === 'string' ? parsed.payload.back : null);
  if (parsed.status !== 'success') return redirect(backTo(back, null), 303);
  if (parsed.value.answer === 'decline') return redirect(href('/legal/declined'), { status: 303, headers: await logOut(context) });
  if (!parsed.value.documents) return redirect(backTo(back, null), 303);
  const answer = await context.graphql(AcceptLegalDocumentsMutation, { input: { documents: shownVersions(parsed.value.documents) } });
  const outcome = answer.data?.acceptLegalDocuments;
  if (outcome?.ok) return redirect(backTo(back, null), 303);
  const outdated = outcome?.errors.some((error) => error.code === 'VERSION_OUTDATED' || error.code === 'NOT_FOUND');
  return redirect(backTo(back, outdated ? 'outdated' : 'failed'), 303);
});

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect('/');
}

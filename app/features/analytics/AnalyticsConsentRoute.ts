import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { analyticsCookieRemovals, consentCookie, pageAnsweredOn } from './consent.server';
import { consentSchema } from './consent.schema';

/**
 * /analytics-consent: the visitor's answer to the analytics question (the notice's buttons, the
 * footer's change). It keeps the answer and returns to the page the visitor was on; a refusal also
 * removes the cookies Google Analytics set. An answer that is neither changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseForm(request, consentSchema);
  if (submission.status !== 'success') return redirect(safeRedirectPath(null), 303);
  const { choice, redirectTo } = submission.value;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', await consentCookie.serialize(choice));
  if (choice === 'denied') for (const removal of analyticsCookieRemovals(request)) headers.append('Set-Cookie', removal);
  return redirect(safeRedirectPath(pageAnsweredOn(request) ?? redirectTo ?? null), { status: 303, headers });
}

export function loader() {
  return redirect('/');
}

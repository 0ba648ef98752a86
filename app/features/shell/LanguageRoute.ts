import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { safeRedirectPath } from '#app/features/guard/safe-redirect';
import { languageSchema } from './language.schema';
import { isSupportedLanguage } from '#app/i18n/config';
import { languageCookie } from '#app/i18n/i18next.server';

/** Sets the language cookie and returns to the page the visitor was on. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseForm(request, languageSchema);
  const { lng, redirectTo } = submission.status === 'success' ? submission.value : {};
  const to = withoutLanguageParameter(safeRedirectPath(redirectTo ?? null));
  // An unknown language changes nothing: the visitor goes back to where they were.
  if (!isSupportedLanguage(lng)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}

/** The page to go back to, without a `?lng=` (it would outrank the choice just made: app/i18n/i18next.server.ts). */
function withoutLanguageParameter(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.delete('lng');
  return url.pathname + url.search + url.hash;
}

export function loader() {
  return redirect('/');
}

import { redirect } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { isSupportedLanguage } from '#app/i18n/config';
import { languageCookie } from '#app/i18n/i18next.server';
import { languageSchema } from './language.schema';

/** The page to go back to, without a `?lng=` (it would outrank the choice just made: app/i18n/i18next.server.ts). */
function withoutLanguageParameter(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.delete('lng');
  return url.pathname + url.search + url.hash;
}

/** Sets the language cookie and returns to the page the visitor was on (an unknown language changes nothing). */
export async function switchLanguage(request: Request): Promise<Response> {
  const submission = await parseForm(request, languageSchema);
  const { lng, redirectTo } = submission.status === 'success' ? submission.value : {};
  const to = withoutLanguageParameter(safeRedirectPath(redirectTo ?? null));
  if (!isSupportedLanguage(lng)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}

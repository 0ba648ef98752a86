import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { isSupportedLanguage } from '../i18n/config';
import { languageCookie } from '../i18n/i18next.server';

/** Only same-site paths; anything else goes home (no open redirect). */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from a redirect address, which would turn "/\t/x" into "//x".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

/** Sets the language cookie and returns to the page the visitor was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get('lng');
  const to = safeRedirectPath(form.get('redirectTo'));
  if (!isSupportedLanguage(lng)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}

export function loader() {
  return redirect('/');
}

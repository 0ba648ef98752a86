import { createCookie } from '@remix-run/cloudflare';
import { fallbackLanguage, isSupportedLanguage, supportedLanguages, type Language } from './config';
import { preferredOffered } from './offered.server';

// The server decides the language here; rendering uses the bundled resources through
// i18n/translate.ts on both server and browser (see docs/decisions/011).

/** The visitor's language choice; a year, readable by no script (the page mirrors it to storage). */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * The page's language: `?lng=` (the brand's correction of a language it does not offer, see the
 * root loader), then the cookie, then the first Accept-Language tag the portal speaks (by tag or
 * primary language: `vi-VN` reads Vietnamese, `zh` Simplified Chinese), then English.
 */
export async function detectLanguage(request: Request): Promise<Language> {
  const asked = new URL(request.url).searchParams.get('lng');
  if (isSupportedLanguage(asked)) return asked;
  const chosen: unknown = await languageCookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (isSupportedLanguage(chosen)) return chosen;
  return preferredOffered(request.headers.get('Accept-Language'), supportedLanguages) ?? fallbackLanguage;
}

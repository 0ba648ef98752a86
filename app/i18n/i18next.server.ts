import { createCookie } from '@remix-run/cloudflare';
import { RemixI18Next } from 'remix-i18next/server';
import { fallbackLanguage, isSupportedLanguage, supportedLanguages, type Language } from './config';
import { preferredOffered } from './offered.server';

// The server decides the language here, with remix-i18next (the design card's package); rendering
// uses the bundled resources through i18n/translate.ts on both server and browser (see
// docs/decisions/011, 041 and 051). Nothing here reaches the browser (a `.server.ts` module).

/** The visitor's language choice; a year, readable by no script (the page mirrors it to storage). */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * The order of docs/decisions/041-languages.md: `?lng=` (the brand's correction of a language it
 * does not offer, see the root loader), then the cookie, then Accept-Language, then English.
 * Accept-Language is read by `custom` with the matcher the root loader applies to the brand's list
 * (offered.server.ts: the first tag the portal speaks, by tag or primary language, `vi-VN` reads
 * Vietnamese, `zh` Simplified Chinese), not by remix-i18next's `header`: that one weighs only the
 * browser's first language, so `fr, ko;q=0.8` would read English where the visitor reads Korean.
 */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['searchParams', 'cookie', 'custom'],
    findLocale: async (request) => preferredOffered(request.headers.get('Accept-Language'), supportedLanguages),
  },
});

/** The page's language, one the portal speaks (remix-i18next answers only from `supportedLanguages`). */
export async function detectLanguage(request: Request): Promise<Language> {
  const language = await detector.getLocale(request);
  return isSupportedLanguage(language) ? language : fallbackLanguage;
}

/**
 * A page asked for in a language (`?lng=`, a link from a campaign or another language's page) keeps
 * that language for the visit: the answer also sets the choice's cookie. Without it the next page,
 * reached by a link without `?lng=`, came in the browser's language while the words the first page
 * loaded stayed, one page in two languages. Only a document in the language asked for (one the
 * portal speaks, so the page is in it) and only when the cookie says otherwise.
 */
export async function keepAskedLanguage(request: Request, url: URL, locale: Language, page: Response): Promise<Response> {
  if (url.searchParams.get('lng') !== locale || request.method !== 'GET') return page;
  if ((await languageCookie.parse(request.headers.get('Cookie')).catch(() => null)) === locale) return page;
  const headers = new Headers(page.headers);
  headers.append('Set-Cookie', await languageCookie.serialize(locale));
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
}

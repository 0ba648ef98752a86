import { createCookie } from '@remix-run/cloudflare';
import { RemixI18Next } from 'remix-i18next/server';
import { defaultNS, fallbackLanguage, supportedLanguages } from './config';
import { resources } from './resources';

// remix-i18next decides the language; rendering uses the bundled resources through
// i18n/translate.ts on both server and browser (see docs/decisions/011).

/** The visitor's language choice; a year, readable by no script (the page mirrors it to storage). */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** Language from the cookie, then Accept-Language, then English. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  },
  i18next: { resources, defaultNS, fallbackLng: fallbackLanguage, supportedLngs: [...supportedLanguages] },
});

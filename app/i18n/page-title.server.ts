import type { Language } from './config';
import { commonWords } from '#app/i18n/words.server';
import { createTranslate } from './translate';

/** A page's title in the visitor's language (loaders return it; `titledMeta` puts it in <title>). */
export function pageTitle(locale: Language, key: string, params?: Record<string, string>): string {
  return createTranslate(commonWords(locale))(key, params);
}

import type { Language } from './config';
import { resources } from './resources';
import { createTranslate } from './translate';

/** A page's title in the visitor's language (loaders return it; `titledMeta` puts it in <title>). */
export function pageTitle(locale: Language, key: string, params?: Record<string, string>): string {
  return createTranslate(resources[locale].common)(key, params);
}

/**
 * Languages the portal is translated into, by BCP 47 tag; English is the default. A brand offers
 * some of them (its platform configuration); the gateway maps tags to the protocol's codes.
 */
export const supportedLanguages = ['en', 'ko', 'zh-CN', 'vi', 'th'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';
export const defaultNS = 'common';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Names for the language selector. The platform lists the brand's languages; where we have a
 * translation, its own name for itself is shown (docs/spec-index.md#what-the-product-does: a longer list of language names exists).
 */
export const languageNames: Record<string, string> = {
  en: 'English',
  ko: '한국어',
  'zh-CN': '简体中文',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ms: 'Bahasa Melayu',
  hi: 'हिन्दी',
  pt: 'Português',
  es: 'Español',
};

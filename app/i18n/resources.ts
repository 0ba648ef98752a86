import type { Language } from './config';
import en, { type Translation } from '#app/i18n/locales/en/common';
import ko from '#app/i18n/locales/ko/common';
import zhCN from '#app/i18n/locales/zh-CN/common';
import vi from '#app/i18n/locales/vi/common';
import th from '#app/i18n/locales/th/common';

/** Every language's common words, bundled (Workers have no filesystem). The browser loads only its own language (entry.client.tsx). */
export const resources: Record<Language, { common: Translation }> = {
  en: { common: en },
  ko: { common: ko },
  'zh-CN': { common: zhCN },
  vi: { common: vi },
  th: { common: th },
};

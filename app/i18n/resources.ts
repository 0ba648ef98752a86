import en from '#app/i18n/locales/en/common';
import ko from '#app/i18n/locales/ko/common';

/** Every translation, bundled (Workers have no filesystem). The browser loads only its own language. */
export const resources = {
  en: { common: en },
  ko: { common: ko },
};

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translation } from './locales/en/common';
import { createTranslate, type Translate } from './translate';

interface I18nValue {
  t: Translate;
  i18n: { language: string };
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the page's language and its translations to every component. */
export function I18nProvider({ language, resources, children }: { language: string; resources: Translation; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslate(resources), i18n: { language } }), [language, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` for the current language, and the language itself (for Intl formatting). */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation needs an I18nProvider above it');
  return value;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translation } from '#app/i18n/locales/en/common';
import { createTranslate, type Translate } from './translate';

interface I18nValue {
  t: Translate;
  i18n: { language: string };
  /** The translations `t` reads (the common ones plus any a route added). */
  resources: Translation;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the page's language and its translations to every component. */
export function I18nProvider({ language, resources, children }: { language: string; resources: Translation; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslate(resources), i18n: { language }, resources }), [language, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Adds a route's own translation namespaces (sent by its loader, see source-words.ts) to the
 * common ones below it, so the home page's bundle never carries the member centre's words.
 */
export function MoreTranslations({ resources, children }: { resources: Record<string, unknown>; children: ReactNode }) {
  const parent = useTranslation();
  const value = useMemo(() => {
    const merged = { ...parent.resources, ...resources } as Translation;
    return { t: createTranslate(merged), i18n: parent.i18n, resources: merged };
  }, [parent, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` for the current language, and the language itself (for Intl formatting). */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation needs an I18nProvider above it');
  return value;
}

import type { Language } from './config';
import enCashier from './locales/en/cashier';
import enRecords from './locales/en/records';
import enSecurity from './locales/en/security';
import koCashier from './locales/ko/cashier';
import koRecords from './locales/ko/records';
import koSecurity from './locales/ko/security';

/**
 * Translation namespaces beyond `common`, one file per feature so that each feature's words reach
 * the browser only with its own pages: a route's loader returns `translations(locale, [...])` and
 * its component wraps its content in <MoreTranslations>. Top-level keys must not repeat across
 * namespaces (a test checks).
 */
export const namespaces = {
  en: { security: enSecurity, cashier: enCashier, records: enRecords },
  ko: { security: koSecurity, cashier: koCashier, records: koRecords },
} as const;

export type Namespace = keyof (typeof namespaces)['en'];

export function translations(locale: Language, names: readonly Namespace[]): Record<string, unknown> {
  return Object.assign({}, ...names.map((name) => namespaces[locale][name]));
}

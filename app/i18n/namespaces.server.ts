import type { Language } from './config';
import en, { type Namespaces } from '#app/i18n/locales/en/index';
import ko from '#app/i18n/locales/ko/index';
import zhCN from '#app/i18n/locales/zh-CN/index';
import vi from '#app/i18n/locales/vi/index';
import th from '#app/i18n/locales/th/index';

/**
 * Translation namespaces beyond `common`, one file per feature so that each feature's words reach
 * the browser only with its own pages: a route module names the namespaces it uses in its
 * `handle`, and the words layout (features/shell/WordsLayout.tsx) sends them. Top-level keys must
 * not repeat across namespaces (a test checks). Each language's index types its files as the
 * English ones, so a missing namespace or key fails the type check.
 */
export const namespaces: Record<Language, Namespaces> = { en, ko, 'zh-CN': zhCN, vi, th };

export type Namespace = keyof Namespaces;

export function translations(locale: Language, names: readonly Namespace[]): Record<string, unknown> {
  return Object.assign({}, ...names.map((name) => namespaces[locale][name]));
}

import type { Language } from './config';
import en from '#app/i18n/locales/en/common';
import ko from '#app/i18n/locales/ko/common';
import zhCN from '#app/i18n/locales/zh-CN/common';
import vi from '#app/i18n/locales/vi/common';
import th from '#app/i18n/locales/th/common';
import enNamespaces from '#app/i18n/locales/en/index';
import koNamespaces from '#app/i18n/locales/ko/index';
import zhCNNamespaces from '#app/i18n/locales/zh-CN/index';
import viNamespaces from '#app/i18n/locales/vi/index';
import thNamespaces from '#app/i18n/locales/th/index';
import type { Words } from './words.server';

/**
 * Every language's words from their sources (app/i18n/locales/<language>/): what the build writes
 * to the static files the Worker reads (scripts/vite-word-files.ts, app/i18n/words.server.ts) and
 * what the unit tests read. Nothing the Worker runs imports this file (the server build refuses a
 * locale module), and the browser loads its own language's common words alone (entry.client.tsx).
 *
 * `common` is every page's words; the namespaces are one file per feature, so that each feature's
 * words reach the browser only with its own pages: a route module names the namespaces it uses in
 * its `handle`, and the words layout (features/shell/WordsLayout.tsx) sends them. Top-level keys
 * must not repeat across namespaces (a test checks). Each language's index types its files as the
 * English ones, so a missing namespace or key fails the type check.
 */
export const sourceWords: Record<Language, Words> = {
  en: { common: en, namespaces: enNamespaces },
  ko: { common: ko, namespaces: koNamespaces },
  'zh-CN': { common: zhCN, namespaces: zhCNNamespaces },
  vi: { common: vi, namespaces: viNamespaces },
  th: { common: th, namespaces: thNamespaces },
};

import type { Translation } from '#app/i18n/locales/en/common';

export interface TranslateOptions {
  defaultValue?: string;
  [name: string]: unknown;
}
export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * Looks a dotted key up in one language's bundled resources and fills its {{placeholders}}, the
 * subset of i18next's format our resources use (checked against i18next by a test). The same
 * function renders on the server and hydrates in the browser, so the two always agree, and the
 * browser does not download i18next for it.
 */
export function createTranslate(resources: Translation): Translate {
  return (key, options = {}) => {
    let node: unknown = resources;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    const template = typeof node === 'string' ? node : (options.defaultValue ?? key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options && options[name] !== undefined ? String(options[name]) : match));
  };
}

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
  const found = foundTemplates(resources);
  return (key, options = {}) => {
    const template = found.get(key) ?? lookUp(resources, key, found) ?? options.defaultValue ?? key;
    if (!template.includes('{{')) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options && options[name] !== undefined ? String(options[name]) : match));
  };
}

/**
 * The templates a language's resources have answered, per resources object: a page asks for the
 * same keys on every card and every render (`npm run bench:cpu` counted the look-ups). Only keys
 * the resources hold are kept, so the memory is bounded by the resources themselves.
 */
const templatesByResources = new WeakMap<Translation, Map<string, string>>();

function foundTemplates(resources: Translation): Map<string, string> {
  let found = templatesByResources.get(resources);
  if (!found) {
    found = new Map();
    templatesByResources.set(resources, found);
  }
  return found;
}

function lookUp(resources: Translation, key: string, found: Map<string, string>): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return undefined;
  found.set(key, node);
  return node;
}

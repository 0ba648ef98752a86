import { describe, expect, it } from 'vitest';

/**
 * Every locale is complete: the same files as English, each with exactly English's keys, and every
 * string with exactly the `{{placeholders}}` of its English twin (a missing one would drop a figure
 * from the sentence, an extra one would print braces). The types catch most of this at build time;
 * this test also catches a file nobody imports yet.
 */
const files = import.meta.glob<{ default: unknown }>('./locales/*/*.ts', { eager: true });

function leaves(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  return new Map(Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => [...leaves(value, prefix ? `${prefix}.${key}` : key)]));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const byLocale = new Map<string, Map<string, Map<string, string>>>();
for (const [path, module] of Object.entries(files)) {
  if (path.endsWith('/index.ts')) continue; // a language's list of its namespaces, not words
  const [, locale, file] = /^\.\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path)!;
  if (!byLocale.has(locale!)) byLocale.set(locale!, new Map());
  byLocale.get(locale!)!.set(file!, leaves(module.default));
}
const english = byLocale.get('en')!;
const others = [...byLocale.keys()].filter((locale) => locale !== 'en');

describe('locales', () => {
  it('English and at least four other languages exist', () => {
    expect(english.size).toBeGreaterThan(10);
    expect(others.length).toBeGreaterThanOrEqual(4);
  });

  it.each(others)('%s has the same files as English', (locale) => {
    expect([...byLocale.get(locale)!.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)('%s has exactly the keys of English, with the same placeholders', (locale) => {
    for (const [file, strings] of english) {
      const translated = byLocale.get(locale)!.get(file);
      if (!translated) continue; // reported by the test above
      expect([...translated.keys()].sort(), `${locale}/${file}`).toEqual([...strings.keys()].sort());
      for (const [key, text] of strings) {
        const other = translated.get(key);
        if (other === undefined) continue;
        expect(other.trim(), `${locale}/${file}: ${key} is empty`).not.toBe('');
        expect(placeholders(other), `${locale}/${file}: ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

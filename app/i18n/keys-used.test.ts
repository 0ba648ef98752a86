/**
 * Every translation key the app's code names literally (`t('area.key')`) exists in English, in
 * `common` or in one of the namespaces. A key that exists nowhere renders as itself on the page (the
 * analytics question once showed `analytics.notice.allow`: its namespace was merged flat, see
 * source-words.ts); the other languages' keys follow from namespaces.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '#app/i18n/locales/en/common';
import { sourceWords } from '#app/i18n/source-words';

const APP = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal keys passed to `t(...)` (a template or a variable is left to the pages' own tests). */
function literalKeys(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*'([A-Za-z][\w-]*(?:\.[\w-]+)+)'/g)].map((match) => match[1]!);
}

function lookUp(resources: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
}

describe('translation keys the code names', () => {
  const english: Record<string, unknown> = Object.assign({}, common, ...Object.values(sourceWords.en.namespaces));
  const used = sourceFiles(APP).flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((key) => ({ file: relative(APP, file), key })));

  it('finds the keys it checks (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(500);
    expect(literalKeys("t('a.b', { n: 1 }); t(`x.${y}`); t('plain')")).toEqual(['a.b']);
  });

  it('every literal key resolves to words in English (plural keys count by their forms)', () => {
    const missing = used.filter(({ key }) => {
      const value = lookUp(english, key);
      if (typeof value === 'string') return false;
      // i18next-style plurals: `key_one` / `key_other` beside the key's parent.
      const parentKey = key.split('.').slice(0, -1).join('.');
      const last = key.split('.').at(-1)!;
      const parent = parentKey ? lookUp(english, parentKey) : english;
      return !(parent && typeof parent === 'object' && typeof (parent as Record<string, unknown>)[`${last}_other`] === 'string');
    });
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});

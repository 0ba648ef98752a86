import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { sourceWords } from '../app/i18n/source-words';
import { wordFiles } from './vite-word-files';

type Hooks = {
  configResolved(config: ResolvedConfig): void;
  resolveId(source: string, importer?: string): unknown;
  generateBundle(this: { emitFile(file: { fileName: string; source: string }): void }): void;
};

function plugin(ssr: boolean): Hooks {
  const hooks = wordFiles() as unknown as Hooks;
  hooks.configResolved({ build: { ssr } } as ResolvedConfig);
  return hooks;
}

describe('the word files of the build', () => {
  it('the client build writes each language’s words as /words/<language>.json', () => {
    const emitted: Record<string, string> = {};
    plugin(false).generateBundle.call({ emitFile: ({ fileName, source }) => void (emitted[fileName] = source) });
    expect(Object.keys(emitted).sort()).toEqual(['words/en.json', 'words/ko.json', 'words/th.json', 'words/vi.json', 'words/zh-CN.json']);
    expect(JSON.parse(emitted['words/ko.json']!)).toEqual(sourceWords.ko);
  });

  it('the server build refuses a locale module and a second path to the words module', () => {
    const server = plugin(true);
    expect(() => server.resolveId('#app/i18n/locales/en/common', '/repo/app/root.tsx')).toThrow(/reads its words from the static files/);
    expect(() => server.resolveId('./locales/ko/index', '/repo/app/i18n/source-words.ts')).toThrow(/static files/);
    expect(() => server.resolveId('./words.server', '/repo/app/i18n/page-title.server.ts')).toThrow(/#app\/i18n\/words\.server/);
    expect(server.resolveId('#app/i18n/words.server', '/repo/app/root.tsx')).toBeNull();
    expect(server.resolveId('#app/i18n/translate', '/repo/app/root.tsx')).toBeNull();
  });

  it('the client build resolves as usual (the browser loads its own language’s common words)', () => {
    const client = plugin(false);
    expect(client.resolveId('#app/i18n/locales/ko/common', '/repo/app/entry.client.tsx')).toBeNull();
    const emitted: string[] = [];
    plugin(true).generateBundle.call({ emitFile: ({ fileName }) => void emitted.push(fileName) });
    expect(emitted).toEqual([]);
  });
});

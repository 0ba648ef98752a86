import type { Plugin } from 'vite';
import { supportedLanguages } from '../app/i18n/config';
import { sourceWords } from '../app/i18n/source-words';
import { wordFilePath } from '../app/i18n/words.server';

/** How the server build imports the Worker's words: by this path alone, left to wrangler's bundle (one instance). */
export const WORDS_MODULE = '#app/i18n/words.server';

/**
 * The Worker's words as static files (ADR 055): the client build writes each language's words,
 * common and every namespace, to `/words/<language>.json` (app/i18n/words.server.ts reads one per
 * isolate and language), and the server build refuses what would put them back in the Worker's
 * code: a locale module, or the words module by another path than `#app/i18n/words.server` (a
 * second instance, never loaded). Type-only imports are gone before this runs.
 */
export function wordFiles(): Plugin {
  let isSsr = false;
  return {
    name: 'word-files',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    resolveId(source, importer) {
      if (!isSsr) return null;
      if (/(^|\/)locales\//.test(source)) {
        throw new Error(`${importer ?? 'the server build'} imports ${source}: the Worker reads its words from the static files (app/i18n/words.server.ts)`);
      }
      if (source !== WORDS_MODULE && /(^|\/)words\.server(\.ts)?$/.test(source)) {
        throw new Error(`${importer ?? 'the server build'} imports ${source}: import it as ${WORDS_MODULE}, so that the Worker has one instance of it`);
      }
      return null;
    },
    generateBundle() {
      if (isSsr) return;
      for (const locale of supportedLanguages) {
        this.emitFile({ type: 'asset', fileName: wordFilePath(locale).slice(1), source: JSON.stringify(sourceWords[locale]) });
      }
    },
  };
}

/**
 * The unit tier's words (vitest.config.ts setupFiles): the Worker reads a language's words from the
 * build's static files when a request needs them (app/i18n/words.server.ts); a unit test of server
 * code (a loader, a CSV) runs with every language's words from their sources, loaded the same way.
 */
import { supportedLanguages } from '#app/i18n/config';
import { sourceWords } from '#app/i18n/source-words';
import { loadWords, wordFilePath } from '#app/i18n/words.server';

const fromSources = {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const locale = supportedLanguages.find((language) => wordFilePath(language) === path);
    return locale ? Response.json(sourceWords[locale]) : new Response('Not found', { status: 404 });
  },
};

await Promise.all(supportedLanguages.map((locale) => loadWords(locale, fromSources)));

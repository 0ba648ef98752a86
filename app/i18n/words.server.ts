import type { Language } from './config';
import type { Translation } from '#app/i18n/locales/en/common';
import type { Namespaces } from '#app/i18n/locales/en/index';
import { createTranslate, type Translate } from './translate';

/**
 * The Worker's words, read once per isolate and language from the build's static assets instead of
 * shipped in its code (ADR 055): five languages of words were a quarter of the upload a new isolate
 * reads and compiles, and a request needs one. The client build writes each language's words to
 * `/words/<language>.json` (scripts/vite-word-files.ts, from app/i18n/source-words.ts); the edge
 * (app/entry.worker.ts) loads the request's language before any page, guard page or loader reads it,
 * and everything on the server reads it here, synchronously.
 *
 * This module is one instance in the Worker: the Remix server build imports it by this path and
 * leaves it to wrangler's bundle (vite.config.ts), as app/entry.worker.ts does.
 */
export interface Words {
  common: Translation;
  namespaces: Namespaces;
}

export type Namespace = keyof Namespaces;

/** The static assets binding (Workers Assets' `ASSETS`), or anything that answers a path as it does. */
export interface WordAssets {
  fetch(request: Request): Promise<Response>;
}

/** Where the client build writes a language's words, under the site's root. */
export function wordFilePath(locale: Language): string {
  return `/words/${locale}.json`;
}

const held = new Map<Language, Words>();

/**
 * Makes a language's words readable by `wordsOf`, reading its file once per isolate. Until one
 * request has kept them, each request reads them itself: a read is I/O of the request that began it,
 * and the runtime cancels it when that request ends, so a read shared with later requests held them
 * all forever when its own request needed no words and ended first (a fresh isolate's first request
 * a development route or an API call; then every page of the language waited without end: seen on
 * the end-to-end server: ADR 072, tested in tests/served/fresh-isolate.test.ts). A failed read is not kept.
 */
export function loadWords(locale: Language, assets: WordAssets | undefined): Promise<Words> {
  const ready = held.get(locale);
  if (ready) return Promise.resolve(ready);
  if (!assets) return Promise.reject(new Error('The words need the static assets binding (ASSETS in wrangler.toml)'));
  return readWords(locale, assets).then((words) => {
    // Requests that read side by side keep the first answer, so every reader shares one object.
    const kept = held.get(locale) ?? words;
    held.set(locale, kept);
    return kept;
  });
}

/**
 * How long a read of the words may take: one that never answered (an assets binding not ready yet,
 * seen on a development server asked while it started) would hold its page forever; past this it
 * fails, is not kept, and the next request reads again.
 */
export const WORDS_READ_LIMIT_MS = 10_000;

function readWords(locale: Language, assets: WordAssets): Promise<Words> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The words of ${locale} did not load within ${WORDS_READ_LIMIT_MS} ms`)), WORDS_READ_LIMIT_MS);
  });
  return Promise.race([fetchWords(locale, assets), limit]).finally(() => clearTimeout(timer));
}

async function fetchWords(locale: Language, assets: WordAssets): Promise<Words> {
  // The host is never looked at: the binding answers by path.
  const response = await assets.fetch(new Request(`https://assets.invalid${wordFilePath(locale)}`));
  if (!response.ok) throw new Error(`The words of ${locale} did not load (${response.status} for ${wordFilePath(locale)}); was the client built?`);
  const words = (await response.json()) as Partial<Words> | null;
  if (!words || typeof words.common !== 'object' || typeof words.namespaces !== 'object') throw new Error(`${wordFilePath(locale)} is not a words file`);
  return words as Words;
}

/** A loaded language's words; the edge loads the request's language before anything reads it. */
export function wordsOf(locale: Language): Words {
  const words = held.get(locale);
  if (!words) throw new Error(`The words of ${locale} are read before they were loaded (app/entry.worker.ts loads the request's language)`);
  return words;
}

/** The common words (every page's, in the browser's bundle too) of a loaded language. */
export function commonWords(locale: Language): Translation {
  return wordsOf(locale).common;
}

/** The namespaces' words of a loaded language, by namespace. */
export function namespaceWords(locale: Language): Namespaces {
  return wordsOf(locale).namespaces;
}

/** The words of some namespaces in one object (their top-level keys never repeat; a test checks). */
export function translations(locale: Language, names: readonly Namespace[]): Record<string, unknown> {
  const namespaces = namespaceWords(locale);
  return Object.assign({}, ...names.map((name) => namespaces[name]));
}

/** `t` on the server for words computed there (a title, a file name, a guard page): the common words and some namespaces'. */
export function serverTranslate(locale: Language, names: readonly Namespace[]): Translate {
  return createTranslate({ ...commonWords(locale), ...translations(locale, names) } as Translation);
}

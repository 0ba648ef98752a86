import { describe, expect, it, vi } from 'vitest';
import { sourceWords } from './source-words';

/** A fresh copy of the module per test: the words it holds are the isolate's. */
async function freshWords() {
  vi.resetModules();
  return import('./words.server');
}

function assetsServing(files: Record<string, unknown>) {
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    return path in files ? new Response(JSON.stringify(files[path])) : new Response('Not found', { status: 404 });
  });
  return { fetch };
}

describe('the Worker’s words', () => {
  it('reads a language’s file until one request has kept it, each request its own read, all sharing what was kept', async () => {
    const { loadWords, wordsOf, commonWords, translations } = await freshWords();
    const assets = assetsServing({ '/words/ko.json': sourceWords.ko });
    // Side by side, before either has kept them: a read each (a read is its request's I/O, cancelled when that request ends).
    const [first, second] = await Promise.all([loadWords('ko', assets), loadWords('ko', assets)]);
    expect(assets.fetch).toHaveBeenCalledTimes(2);
    await loadWords('ko', assets);
    expect(assets.fetch).toHaveBeenCalledTimes(2);
    expect(first).toBe(second);
    expect(wordsOf('ko')).toBe(first);
    expect(commonWords('ko')).toEqual(sourceWords.ko.common);
    expect(translations('ko', ['lottery', 'points'])).toEqual({ ...sourceWords.ko.namespaces.lottery, ...sourceWords.ko.namespaces.points });
  });

  it('refuses to read a language before it was loaded, naming where it is loaded', async () => {
    const { wordsOf, loadWords } = await freshWords();
    await loadWords('en', assetsServing({ '/words/en.json': sourceWords.en }));
    expect(() => wordsOf('th')).toThrow(/words of th .*app\/entry\.worker\.ts/);
  });

  it('a request whose read never ends holds no other request, and gives up its own read in time', async () => {
    vi.useFakeTimers();
    try {
      const { loadWords, wordsOf, WORDS_READ_LIMIT_MS } = await freshWords();
      // The first request's read is lost (its request ended, and the runtime cancelled its I/O).
      const lost = { fetch: vi.fn(() => new Promise<Response>(() => undefined)) };
      const abandoned = loadWords('th', lost);
      abandoned.catch(() => undefined);
      await expect(loadWords('th', assetsServing({ '/words/th.json': sourceWords.th }))).resolves.toEqual(sourceWords.th);
      expect(wordsOf('th').common).toEqual(sourceWords.th.common);
      await vi.advanceTimersByTimeAsync(WORDS_READ_LIMIT_MS);
      await expect(abandoned).rejects.toThrow(/words of th did not load within/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up a read that never answers, and reads again next time', async () => {
    vi.useFakeTimers();
    try {
      const { loadWords, wordsOf, WORDS_READ_LIMIT_MS } = await freshWords();
      const hanging = { fetch: vi.fn(() => new Promise<Response>(() => undefined)) };
      const first = loadWords('th', hanging);
      const waiting = loadWords('th', hanging);
      expect(hanging.fetch).toHaveBeenCalledTimes(2);
      const refused = expect(Promise.all([first, waiting])).rejects.toThrow(/words of th did not load within/);
      await vi.advanceTimersByTimeAsync(WORDS_READ_LIMIT_MS);
      await refused;
      const served = assetsServing({ '/words/th.json': sourceWords.th });
      await loadWords('th', served);
      expect(served.fetch).toHaveBeenCalledTimes(1);
      expect(wordsOf('th').common).toEqual(sourceWords.th.common);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failed read: the next request reads the file again', async () => {
    const { loadWords, wordsOf } = await freshWords();
    const missing = assetsServing({});
    await expect(loadWords('vi', missing)).rejects.toThrow(/404 for \/words\/vi\.json/);
    const present = assetsServing({ '/words/vi.json': sourceWords.vi });
    await expect(loadWords('vi', present)).resolves.toEqual(sourceWords.vi);
    expect(wordsOf('vi').common).toEqual(sourceWords.vi.common);
  });

  it('refuses a file that is not words, and a Worker without the assets binding', async () => {
    const { loadWords } = await freshWords();
    await expect(loadWords('zh-CN', assetsServing({ '/words/zh-CN.json': { common: 'x' } }))).rejects.toThrow(/not a words file/);
    await expect(loadWords('zh-CN', undefined)).rejects.toThrow(/static assets binding/);
  });
});

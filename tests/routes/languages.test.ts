/**
 * No English reaches a page in another language: every kind of page (the visitor's, the member
 * centre's, the agent centre's, a 404, the CSVs) rendered in Korean, Simplified Chinese, Vietnamese
 * and Thai, its words compared with the English translation's, and every control's name holding its
 * visible words (page-words.ts). Server output only: a page is the Worker's answer, read as HTML.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, documentOf, englishOnly, englishWords, labelContentMismatches } from './page-words';
import { noScriptVisitor } from './no-script';
import { AREAS, inLanguage } from './pages';
import { usePortal, type VisitInit } from './portal';

interface Leak {
  url: string;
  word: string;
  context: string;
}

describe('every page in every language', () => {
  // The demo accounts with their history, and a small team under demo_agent whose tree has rows to open.
  const portal = usePortal({ history: true, team: true });

  for (const language of LANGUAGES) {
    for (const { area, as, pages, csvs } of AREAS) {
      it(`no English reaches a ${language} page (${area})`, async () => {
        const english = englishOnly(language);
        const visit: VisitInit = as ? { as } : {};
        const found: Leak[] = [];
        for (const url of pages) {
          const address = inLanguage(url, language);
          const answer = await portal.get(address, visit);
          expect(answer.status, address).toBeLessThan(500);
          const document = documentOf(answer.text);
          for (const markup of labelContentMismatches(document)) found.push({ url, word: 'label-content-name-mismatch', context: markup });
          for (const { word, context } of englishWords(document, english)) found.push({ url, word, context });
        }
        for (const url of csvs) {
          const answer = await portal.get(`${url}?lng=${encodeURIComponent(language)}`, visit);
          expect(answer.status, url).toBe(200);
          const header = answer.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
          for (const word of (header.match(/\p{L}+/gu) ?? []).map((each) => each.toLowerCase()))
            if (english.has(word)) found.push({ url, word, context: header.slice(0, 80) });
        }
        // One line per word (a control whose name misses its words: one per markup), with how many pages, the first page and the text it stands in.
        const byWord = new Map<string, Leak[]>();
        for (const leak of found) {
          const key = leak.word === 'label-content-name-mismatch' ? `${leak.word} ${leak.context.replace(/"[^"]*"/g, '""')}` : leak.word;
          byWord.set(key, [...(byWord.get(key) ?? []), leak]);
        }
        expect([...byWord].map(([word, where]) => `${word}: ${where.length} page(s), first ${where[0]!.url} in «${where[0]!.context}»`)).toEqual([]);
      }, 120_000);
    }
  }

  it('the home page answers in each language, its document in that language', async () => {
    for (const language of ['en', ...LANGUAGES]) {
      const answer = await portal.get(`/?lng=${language}`);
      expect(answer.status, language).toBe(200);
      expect(documentOf(answer.text).documentElement.getAttribute('lang'), language).toBe(language);
    }
  });

  it('a language asked for in the address is kept for the visit: the next page, linked without it, is in it too', async () => {
    const visitor = noScriptVisitor(portal);
    const first = await visitor.goto('/rng?lng=ko');
    expect(first.document.documentElement.getAttribute('lang')).toBe('ko');
    const next = await visitor.goto('/live');
    expect(next.document.documentElement.getAttribute('lang')).toBe('ko');
    // The switch still changes it.
    expect((await visitor.goto('/live?lng=th')).document.documentElement.getAttribute('lang')).toBe('th');
    expect((await visitor.goto('/rng')).document.documentElement.getAttribute('lang')).toBe('th');
  });

  it('Accept-Language picks Korean for a first visit', async () => {
    const answer = await portal.get('/', { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(documentOf(answer.text).documentElement.getAttribute('lang')).toBe('ko');
  });

  it('the sweep can fail: it finds an English word and a control whose name misses its words', () => {
    const page = documentOf(
      '<!doctype html><html lang="ko"><head><title>지갑</title></head><body><main><p>출금 Withdraw</p>' +
        '<a href="/x" aria-label="다른 이름">보기</a><button aria-label="카드 보기">보기</button><span translate="no">Withdraw</span></main></body></html>',
    );
    expect(englishWords(page, new Set(['withdraw'])).map(({ word }) => word)).toEqual([]);
    const unnamed = documentOf('<!doctype html><html lang="ko"><body><p>출금 Withdraw</p></body></html>');
    expect(englishWords(unnamed, new Set(['withdraw']))).toEqual([{ word: 'withdraw', context: '출금 Withdraw' }]);
    expect(labelContentMismatches(page)).toEqual(['<a href="/x" aria-label="다른 이름">보기</a>']);
  });
});

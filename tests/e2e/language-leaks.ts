import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { axeOn, expect } from './fixtures';

/**
 * No English reaches a page in another language: every kind of page (the visitor's, the member
 * centre's, the agent centre's, a 404, the CSVs) rendered in Korean, Simplified Chinese, Vietnamese
 * and Thai, and its words compared with the English translation's. A word of the English UI that
 * the language's own translation never uses is a leak: a hard-coded string, a key the page reads
 * from the wrong namespace, a fallback to English. Not a leak, by the page's own markup: names
 * (`translate="no"`: games, vendors, accounts, banks, addresses), the operator's free text to one
 * member (`data-operator-text`: an inbox message, a refusal's reason, written in whatever language
 * the operator chose; the protocol does not say which) and text marked as another language
 * (`lang`: the language selector's names).
 */
export const LANGUAGES = ['ko', 'zh-CN', 'vi', 'th'] as const;
const LOCALES = path.resolve('app/i18n/locales');

/** Words too short or too international to tell a leak (codes and units stay as they are). */
const ALLOWED = new Set(['aurora', 'play', 'html', 'https', 'usdt', 'trc20', 'erc20', 'email', 'mail', 'online', 'casino', 'slot', 'slots', 'bingo', 'lotto']);

async function wordsOf(locale: string): Promise<Set<string>> {
  const words = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      for (const word of node.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
    } else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  for (const file of readdirSync(path.join(LOCALES, locale)).filter((name) => name !== 'index.ts'))
    visit((await import(path.join(LOCALES, locale, file))).default);
  return words;
}

/** The English UI's own words (four letters or more) that `locale`'s translation never uses. */
async function englishOnly(locale: string): Promise<Set<string>> {
  const english = await wordsOf('en');
  const own = await wordsOf(locale);
  return new Set([...english].filter((word) => /^[a-z]{4,}$/.test(word) && !own.has(word) && !ALLOWED.has(word)));
}

/**
 * What a reader meets on the page: its text and the names of its controls, outside names and text
 * in another language; and the words of the names the page marks (`translate="no"`), which may
 * also stand inside a control's name ("Add Lost Princess to favourites").
 */
async function pageWords(probe: Page, html: string): Promise<{ texts: string[]; names: string[] }> {
  // Without scripts and stylesheets: the server's document is the subject, nothing is fetched.
  await probe.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*>/gi, ''), { waitUntil: 'domcontentloaded' });
  return probe.evaluate(() => {
    const page = document.documentElement.lang;
    const skipped = (element: Element | null) =>
      !element ||
      Boolean(element.closest('script,style,noscript,template,[translate="no"],[data-operator-text]')) ||
      (element.closest('[lang]')?.getAttribute('lang') ?? page) !== page;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement) && node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt],input[type=submit][value]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
      if (element instanceof HTMLInputElement && element.type === 'submit') texts.push(element.value);
    }
    texts.push(document.title);
    const names = [...document.querySelectorAll('[translate="no"],[data-operator-text]')].map(
      (element) => `${element.textContent ?? ''} ${element.getAttribute('alt') ?? ''}`,
    );
    return { texts, names };
  });
}

const wordsIn = (text: string) => (text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase());

/** The English words on one page, each with the text it stands in (so a failure says where to look). */
async function leaks(request: APIRequestContext, probe: Page, url: string, language: string, english: Set<string>): Promise<Leak[]> {
  const address = `${url}${url.includes('?') ? '&' : '?'}lng=${encodeURIComponent(language)}`;
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status(), address).toBeLessThan(500);
  const { texts, names } = await pageWords(probe, await response.text());
  // A control's name must hold its visible words in every language (a translation that rewords the
  // label apart from the text fails speech users: "say what you see").
  const mismatches = await axeOn(probe).withRules(['label-content-name-mismatch']).analyze();
  const unnamed = mismatches.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ url, word: 'label-content-name-mismatch', context: node.html.slice(0, 80) })),
  );
  const named = new Set(names.flatMap(wordsIn));
  const found = new Map<string, string>();
  for (const text of texts) {
    for (const word of wordsIn(text)) {
      if (english.has(word) && !named.has(word) && !found.has(word)) found.set(word, text.trim().slice(0, 80));
    }
  }
  return [...unnamed, ...[...found].map(([word, context]) => ({ url, word, context }))];
}

interface Leak {
  url: string;
  word: string;
  context: string;
}

async function csvLeaks(request: APIRequestContext, url: string, language: string, english: Set<string>): Promise<Leak[]> {
  const response = await request.get(`${url}?lng=${encodeURIComponent(language)}`);
  expect(response.status(), url).toBe(200);
  const header = (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  return (header.match(/\p{L}+/gu) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => english.has(word))
    .map((word) => ({ url, word, context: header.slice(0, 80) }));
}

/**
 * How a test walks its area: `visit` checks a page, `csv` a CSV's header. The visitor's pages
 * (languages-visitor.spec.ts, beside the demo accounts' lane) and the member's and agent's
 * (languages.spec.ts, in it) are walked apart; each area is a few dozen pages, which on a busy
 * two-core machine is what a test may take.
 */
export type AreaWalk = (page: Page, visit: (url: string) => Promise<void>, csv: (url: string) => Promise<void>) => Promise<void>;

/** Walks an area in `language` and expects no English on any page: one line per word, with how many pages, the first page and the text it stands in. */
export async function expectNoEnglish({ page, context }: { page: Page; context: BrowserContext }, language: string, walk: AreaWalk) {
  const english = await englishOnly(language);
  const probe = await context.newPage();
  const found: Leak[] = [];
  await walk(
    page,
    async (url) => void found.push(...(await leaks(page.request, probe, url, language, english))),
    async (url) => void found.push(...(await csvLeaks(page.request, url, language, english))),
  );

  const byWord = new Map<string, Leak[]>();
  for (const leak of found) {
    // Each control whose name misses its words is its own line (by its markup); a word, once.
    const key = leak.word === 'label-content-name-mismatch' ? `${leak.word} ${leak.context.replace(/"[^"]*"/g, '""')}` : leak.word;
    byWord.set(key, [...(byWord.get(key) ?? []), leak]);
  }
  const report = [...byWord].map(([word, where]) => `${word}: ${where.length} page(s), first ${where[0]!.url} in «${where[0]!.context}»`);
  expect(report).toEqual([]);
}

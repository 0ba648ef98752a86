/**
 * Every page the route tier visits is valid, accessible HTML as the server streams it (html-validity.ts):
 * the language sweep's pages (pages.ts) as a visitor, a member and an agent, in English and Korean,
 * and one page of each template the browser tier checks with axe that the sweep does not visit. The
 * visitor's browser is a person's, so the page streams its deferred sections after the shell, as a
 * person's browser receives it.
 */
import { describe, expect, it } from 'vitest';
import { htmlProblems, type Problem } from './html-validity';
import { AREAS, inLanguage } from './pages';
import { usePortal, type VisitInit } from './portal';

// Headless browsers and scripts count as crawlers (isbot), which get the whole document at once; a person's browser streams.
const PERSON_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The templates of the browser tier's accessibility table (tests/README.md) that the sweep's pages do not stand for. */
const TEMPLATE_PAGES: { area: string; as?: string; pages: readonly string[] }[] = [
  {
    area: 'visitor templates',
    pages: ['/sports', '/hot', '/rng?page=hotSlots', '/lott', '/seamless', '/gameListCenter/rng', '/gameCenter/lott', '/gameCenter/sports', '/helpmc'],
  },
  { area: 'member templates', as: 'demo_member', pages: ['/', '/favorite', '/recent', '/pointMall', '/lottery'] },
];

const LANGUAGES = ['en', 'ko'] as const;

describe('every page is valid HTML', () => {
  // The demo accounts with their history, and a small team under demo_agent, so reports and trees have rows.
  const portal = usePortal({ history: true, team: true });

  for (const language of LANGUAGES) {
    for (const { area, as, pages } of [...AREAS, ...TEMPLATE_PAGES]) {
      it(`${area} in ${language}`, async () => {
        const visit: VisitInit = { ...(as ? { as } : {}), headers: { 'user-agent': PERSON_BROWSER } };
        const found: (Problem & { url: string })[] = [];
        for (const url of pages) {
          const address = inLanguage(url, language);
          const answer = await portal.get(address, visit);
          expect(answer.status, address).toBeLessThan(500);
          // A redirect (a page this account may not see) has no document to check; its target is in the list or checked elsewhere.
          if (answer.status >= 300 && answer.status < 400) continue;
          for (const problem of await htmlProblems(answer.text)) found.push({ url, ...problem });
        }
        // One line per rule and message, with how many times, on how many pages, and the first page and element.
        const byKind = new Map<string, (Problem & { url: string })[]>();
        for (const problem of found) {
          const key = `${problem.rule}: ${problem.message.replace(/"[^"]*"/g, '""')}`;
          byKind.set(key, [...(byKind.get(key) ?? []), problem]);
        }
        const lines = [...byKind].map(
          ([kind, where]) =>
            `${kind} (${where.length}× on ${new Set(where.map(({ url }) => url)).size} page(s)), first ${where[0]!.url}: ${where[0]!.message} at ${where[0]!.markup}`,
        );
        expect(lines).toEqual([]);
      }, 240_000);
    }
  }

  it('the check can fail: it finds a repeated role on a table cell, a repeated id and a script after the document', async () => {
    const rules = (
      await htmlProblems(
        '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1><table><tbody><tr><td role="cell">a</td></tr></tbody></table>' +
          '<p id="x">a</p><p id="x">b</p></main></body></html><script>1</script>',
      )
    ).map(({ rule }) => rule);
    expect(rules.sort()).toEqual(['after-html', 'no-dup-id', 'no-redundant-role']);
  });
});

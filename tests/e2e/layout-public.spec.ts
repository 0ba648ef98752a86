/**
 * Phone first (ADR 037), a visitor's templates, each once at a phone, a tablet and a laptop
 * (layout-probe.ts WIDTHS): nothing scrolls sideways, nothing fixed covers a control or a cell, no
 * control's words are cut; and axe finds nothing serious, once per template, at the phone's width
 * (checkAtEveryWidth's `axe`). Which page stands for which template is tests/README.md's table; a
 * member's and an agent's are layout.spec.ts; the lobbies' other templates, accessibility.spec.ts.
 */
import { test, withoutAnnouncementPopup } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';

/** The home page, a lobby, a game centre, a vendor's lobby, promotions, help and its bare twin, a dialog over the home page, the agent site's login. */
const GUEST_TEMPLATES = ['/', '/rng', '/gameCenter/lott', '/sports', '/promotions', '/help', '/helpmc', '/register', '/agent'];

for (const url of GUEST_TEMPLATES) {
  test(`${url} fits a phone, a tablet and a laptop; axe finds nothing serious`, async ({ page }) => {
    // The pop-up is a dialog over the page (no part of its layout).
    await withoutAnnouncementPopup(page);
    await checkAtEveryWidth(page, url, { axe: true });
  });
}

test('a game’s start page fits a phone, a tablet and a laptop; axe finds nothing serious', async ({ page }) => {
  await withoutAnnouncementPopup(page);
  const answer = await page.request.post('/graphql', { data: { query: '{ hotGames(limit: 1) { id } }' } });
  const [game] = (await answer.json()).data.hotGames as { id: string }[];
  await checkAtEveryWidth(page, `/play/${game!.id}?from=/`, { axe: true });
});

test('the offline page fits a phone, a tablet and a laptop; axe finds nothing serious', async ({ page }) => {
  await checkAtEveryWidth(page, '/offline', { scripts: false, axe: true });
});

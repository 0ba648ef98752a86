/**
 * Phone first (ADR 037): a visitor's pages at two phones, a tablet, the most common laptop and a
 * desktop: nothing scrolls sideways, nothing fixed covers a control or a cell, no control's words
 * are cut; screenshots of each width are kept with the test's results. Members' and agents' pages
 * are layout.spec.ts.
 */
import { test, withoutAnnouncementPopup } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';

const GUEST_PAGES = [
  '/',
  '/hot',
  '/rng',
  '/live',
  '/pp',
  '/sports',
  '/gameCenter/lott',
  '/promotions',
  '/providers',
  '/down',
  '/help',
  '/login',
  '/register',
  '/forgot-password',
  '/agent',
  '/helpmc',
];

for (const url of GUEST_PAGES) {
  test(`${url} fits every width`, async ({ page }, testInfo) => {
    // The pop-up is a dialog over the page (no part of its layout); without it the screenshots show the page.
    await withoutAnnouncementPopup(page);
    await checkAtEveryWidth(page, url, testInfo);
  });
}

test('a game’s start page fits every width', async ({ page }, testInfo) => {
  await withoutAnnouncementPopup(page);
  const answer = await page.request.post('/graphql', { data: { query: '{ hotGames(limit: 1) { id } }' } });
  const [game] = (await answer.json()).data.hotGames as { id: string }[];
  await checkAtEveryWidth(page, `/play/${game!.id}?from=/`, testInfo);
});

test('the offline page fits every width', async ({ page }, testInfo) => {
  await checkAtEveryWidth(page, '/offline', testInfo, { scripts: false });
});

/**
 * Phone first (issue 19): a visitor's pages at two phones, a tablet, the most common laptop and a
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
];

for (const url of GUEST_PAGES) {
  test(`${url} fits every width`, async ({ page }, testInfo) => {
    // The pop-up is a dialog over the page (no part of its layout); without it the screenshots show the page.
    await withoutAnnouncementPopup(page);
    await checkAtEveryWidth(page, url, testInfo);
  });
}

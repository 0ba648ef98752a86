import { LANGUAGES, expectNoEnglish } from './language-leaks';
import { test } from './fixtures';

/** No English reaches a visitor's page in another language (language-leaks.ts); the member's and agent's pages are languages.spec.ts. */
const VISITOR_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/help',
  '/promotions',
  '/pointMall',
  '/rng',
  '/live',
  '/lottery',
  '/vnLottery',
  '/providers',
  '/down',
  '/agent',
  '/offline',
  '/no-such-page-at-all',
];

test.describe('every page in every language', () => {
  for (const language of LANGUAGES) {
    test(`no English reaches a ${language} page (visitor)`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await expectNoEnglish({ page, context }, language, async (_page, visit) => {
        for (const url of VISITOR_PAGES) await visit(url);
      });
    });
  }
});

/**
 * axe (serious and critical violations) once per page template an address reaches that the layout
 * specs do not stand for: each other kind of lobby (ADR 020: a category, hot slots, the e-lottery,
 * all games, a game list centre, the sports game centre, the providers, the download page; the
 * lottery's game centre is layout-public.spec.ts's), a member's recent games (the favourites are
 * layout.spec.ts's), and an agent's search for a downline. The layout specs check the other
 * templates as they first show (checkAtEveryWidth's `axe`); the states beyond a template (a form's
 * errors, a dialog, a live update) are checked once each in the journey that reaches them
 * (a11y-states.ts); the words of every page in every language, and that controls' names hold their
 * words, are checked without a browser (tests/routes/languages.test.ts).
 */
import { demo, expect, gotoHydrated, seriousA11yViolations, signIn, test } from './fixtures';

/** One address per lobby template (the route sweep over every lobby address is tests/routes/lobby-routes.test.ts). */
const LOBBY_TEMPLATES = ['/hot', '/rng?page=hotSlots', '/lott', '/seamless', '/gameListCenter/rng', '/gameCenter/sports', '/providers', '/down'];

/** Opens each page hydrated and collects axe's serious findings, each line naming its page. */
async function findingsOn(page: import('@playwright/test').Page, urls: readonly string[]) {
  const found: string[] = [];
  for (const url of urls) {
    await gotoHydrated(page, url);
    found.push(...(await seriousA11yViolations(page)).map((violation) => `${url}: ${violation}`));
  }
  return found;
}

test('every lobby template: axe finds nothing serious', async ({ page }) => {
  expect(await findingsOn(page, LOBBY_TEMPLATES)).toEqual([]);
});

test('a member’s recent games: axe finds nothing serious', async ({ page }) => {
  await signIn(page, demo.member);
  expect(await findingsOn(page, ['/recent'])).toEqual([]);
});

test('an agent’s search for a downline to send money to: axe finds nothing serious', async ({ page }) => {
  await signIn(page, demo.agent);
  // The form and its recipients show once the agent has a payment password (set now, or by an earlier run against the same server).
  const set = await page.request.post('/graphql', {
    data: {
      query: 'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok } }',
      variables: { input: { loginPassword: demo.agent.password, newPaymentPassword: '246810', confirmPaymentPassword: '246810' } },
    },
  });
  expect(await set.text()).toMatch(/"setPaymentPassword":\{"ok":(true|false)/);
  await gotoHydrated(page, '/member/transferUpline?q=demo_down');
  await expect(page.getByRole('group', { name: 'Recipient' }).getByRole('radio')).toHaveCount(4);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

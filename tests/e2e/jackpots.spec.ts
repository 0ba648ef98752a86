/**
 * Jackpots that can be won, where a browser is needed (docs/decisions/064): a member on a phone
 * watches a pool's page while playing its game in the frame; the amount grows with the stake as the
 * brand's live stream tells it, the round that takes the pool to its drop point wins it, the frame
 * says so, the page shows the pool seeded again, and the win is in the member's records and inbox
 * and on the pool's winners, masked. In Korean at a laptop's width: the home page's counters lead to
 * a pool's rules, and a game's rules dialog names the pools it feeds. Shares, claims under
 * concurrency and the books are the integration tier's (tests/integration/platform/jackpots.test.ts);
 * the pages without JavaScript the route tier's (tests/routes/jackpots.test.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql, paidDeposit } from './cashier';
import { chooseLanguage, expect, expectAccessible, gotoHydrated, registerFreshMember, test } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';
import { freshAddress } from '../fixtures/addresses';

interface Game {
  id: string;
  name: string;
}

/** A slot of a vendor no other spec plays, for this test's own pool: the pool covers it alone. */
async function slotForPool(page: Page, index: number): Promise<Game> {
  const answer = await graphql(page, '{ games(filter: { gameType: "RNG", vendor: "JDB" }, limit: 20) { items { id name } } }');
  const game = answer.games.items[index] as Game | undefined;
  expect(game, 'a JDB slot').toBeTruthy();
  return game!;
}

/** A must-drop pool over one game: seed 100.00, 10% of each stake, won by 100.40 at the latest (a $1.00 spin gives it $0.10). */
async function poolOver(request: APIRequestContext, game: Game): Promise<{ code: string; name: string }> {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Test ${code}`;
  const saved = await request.put('/__dev/platform/jackpots', {
    data: {
      code,
      names: { en: name, ko: name },
      games: { games: [Number(game.id)] },
      seed: 100,
      contributionPercent: 10,
      trigger: 'MUST_DROP',
      mustDropBy: 100.4,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return { code, name };
}

/** The test's pool closed: the brand's lists are its own again. */
async function closePool(request: APIRequestContext, code: string) {
  const closed = await request.delete(`/__dev/platform/jackpots?code=${encodeURIComponent(code)}`);
  expect(closed.ok(), await closed.text()).toBeTruthy();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a jackpot grows live with the stakes on its game, is won once by the round that takes it to its point, and starts again', async ({
    page,
    request,
    browser,
  }) => {
    const username = await registerFreshMember(page, 'jp');
    // A member of long standing: the notice before the first stake is read (responsible-gaming.spec.ts shows it).
    const seen = await graphql(page, 'mutation { answerSaferGamblingPrompt(input: { prompt: NOTICE, answer: SEEN }) { ok } }');
    expect(seen.answerSaferGamblingPrompt.ok).toBe(true);
    await paidDeposit(page, request, 50_00);
    const game = await slotForPool(page, 3);
    const pool = await poolOver(request, game);

    // The pool's page, open in another window while the member plays (a window of its own: a tab
    // behind another is hidden, and a hidden tab holds no live stream).
    // A visitor from an address of its own: the public streams are capped per address, and other tests' visitors share 127.0.0.1.
    const watching = await browser.newContext({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'X-Test-Client-IP': freshAddress() } });
    const watch = await watching.newPage();
    await gotoHydrated(watch, `/jackpots/${pool.code}`);
    await expect(watch.getByRole('heading', { level: 1, name: pool.name })).toBeVisible();
    const amount = watch.locator(`[data-jackpot="${pool.code}"]`);
    await expect(amount).toHaveText('$100.00');
    await expect(watch.locator('html')).toHaveAttribute('data-site-live', 'open');
    await expect(watch.getByRole('main')).toContainText('10% of every stake on its games goes into it');
    await expect(watch.getByRole('main')).toContainText('It is won at the latest when it reaches $100.40');

    await gotoHydrated(page, `/play/${game.id}?from=/`);
    await page.getByRole('button', { name: `Play ${game.name}` }).click();
    const frame = page.frameLocator(`iframe[title="${game.name}: game"]`);
    await expect(frame.getByRole('heading', { name: game.name })).toBeVisible();
    await frame.getByLabel('Stake').selectOption({ label: '$1.00' });

    // Each spin gives the pool $0.10 until one takes it to its point (at most four: 100.40 is the most it can reach unwon).
    let won: string | null = null;
    for (let spin = 1; spin <= 4 && !won; spin += 1) {
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByRole('table').locator('tbody tr')).toHaveCount(spin);
      const result = await frame.getByRole('status').innerText();
      won = /Jackpot! \$(\d+\.\d\d) from the Test E2E-[0-9A-Z]+ jackpot has been paid to your wallet\./.exec(result)?.[1] ?? null;
      // The first spin grows the pool on the page beside it, told by the live stream (later ones within 3 s are told with the next).
      if (spin === 1 && !won) await expect(amount).toHaveText('$100.10');
    }
    expect(won, 'a spin won the pool').not.toBeNull();
    expect(Number(won)).toBeGreaterThan(100);
    expect(Number(won)).toBeLessThanOrEqual(100.4);
    // The win is told at once: the page shows the pool seeded again.
    await expect(amount).toHaveText('$100.00');

    // Paid once, to the wallet: a jackpot win in the account records and a message in the inbox.
    await gotoHydrated(page, '/member/transactionHistory');
    await expect(page.getByRole('main')).toContainText('Jackpot win');
    await expect(page.getByRole('main')).toContainText(`$${won}`);
    await gotoHydrated(page, '/member/messageV2');
    await expect(page.getByRole('main')).toContainText(`You won the ${pool.name} jackpot`);

    // The pool's winners name the member with the middle letters hidden (the page's public read is
    // kept at the edge for seconds: a reload within them shows the list as it was).
    const winners = watch.getByRole('table', { name: 'Latest winners' });
    const masked = `${username[0]}${'*'.repeat(Math.min(username.length - 2, 6))}${username.at(-1)}`;
    await expect(async () => {
      await watch.reload();
      await expect(winners.getByRole('row').nth(1)).toContainText(masked, { timeout: 2000 });
    }).toPass({ timeout: 45_000, intervals: [3000] });
    await expect(winners.getByRole('row').nth(1)).toContainText(`$${won}`);
    await expect(winners).not.toContainText(username);
    await expectAccessible(watch, 'jackpots: a pool with its winner, on a phone');
    await watching.close();
    await closePool(request, pool.code);
  });
});

test('in Korean, the home page’s counters lead to a pool’s rules, and a game’s rules name the pools it feeds', async ({ page }) => {
  await gotoHydrated(page, '/');
  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }).first(), 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The demo brand's pools (a test's own pool may stand beside them while it runs).
  const mega = page.getByRole('list', { name: '잭팟' }).getByRole('link', { name: /^메가 잭팟 / });
  await expect(mega).toHaveAccessibleName(/^메가 잭팟 ₩[\d,]+\.\d\d$/);
  await mega.click();
  await expect(page).toHaveURL(/\/jackpots\/MEGA$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('메가 잭팟');
  await expect(page.getByRole('main')).toContainText('늦어도 ₩50,000.00에 도달하면 당첨됩니다');
  await expectAccessible(page, 'jackpots: a pool’s rules, in Korean');

  // A slot's rules, as a dialog over its card: the pools it feeds, each a link to its rules.
  await gotoHydrated(page, '/rng');
  const card = page.locator('.game-card').first();
  await expect(card.locator('.game-card__jackpot')).toContainText(/★ ₩[\d,]+\.\d\d/);
  await card.locator('.game-card__info').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '잭팟' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '메가 잭팟' })).toHaveAttribute('href', '/jackpots/MEGA');
  await expect(dialog.getByRole('link', { name: '미니 잭팟' })).toHaveAttribute('href', '/jackpots/MINI');
});

test('the jackpots pages fit every width', async ({ page }) => {
  for (const url of ['/jackpots', '/jackpots/MINI']) await checkAtEveryWidth(page, url, { axe: url === '/jackpots' });
});

/**
 * The lottery pages: a member opens /lottery with a game code, sees the draw countdown tick (and,
 * at the draw, the new result lead the last draws without a reload) and
 * the last draws, launches the game into the game frame, places a bet on the lottery page the
 * platform serves, and sees it among their bets; the VN lotto page in Korean, where axe finds nothing serious;
 * the four prize modes of /lottery, each its own menu; a visitor is sent to log in.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { chooseLanguage, demo, expect, expectAccessible, gotoHydrated, test, asAccount, signIn } from './fixtures';

/** A one-minute lottery game (platform/src/modules/lottery/schedule.ts: TCG's first). */
const GAME_CODE = 'tcg_lott_0001';

async function gameName(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', { data: { query: '{ lotteryMenu(prizeMode: LOTT) { games { gameCode name } } }' } });
  expect(response.ok()).toBeTruthy();
  const games = (await response.json()).data.lotteryMenu.games as { gameCode: string; name: string }[];
  const game = games.find((g) => g.gameCode === GAME_CODE);
  expect(game, GAME_CODE).toBeTruthy();
  return game!.name;
}

/** Places a bet in the lottery frame; a draw that closed meanwhile is answered with the next one, so a second submit bets there. */
async function placeBet(frame: FrameLocator) {
  await frame.getByLabel('Bet type').selectOption('D5');
  await frame.getByLabel('Numbers').fill('1,2');
  await frame.getByLabel('Amount per bet').fill('5');
  await frame.getByLabel('Multiple').fill('1');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  const placed = frame.getByRole('status').filter({ hasText: /Bet placed on draw/ });
  const closed = frame.getByRole('alert').filter({ hasText: /has closed/ });
  await expect(placed.or(closed)).toBeVisible();
  if (await closed.isVisible()) {
    await expect(frame.getByLabel('Numbers')).toHaveValue('1,2');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(placed).toBeVisible();
  }
}

test.describe('lottery', () => {
  test('a member sees the draw countdown tick, launches the game and places a bet that shows', async ({ page }) => {
    // demo_down3 bets: demo_member's records must keep their last 24 hours free (records.spec).
    await signIn(page, { username: 'demo_down3' });
    const name = await gameName(page);
    await gotoHydrated(page, `/lottery?gameCode=${GAME_CODE}`);
    await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    // The menu marks the game of the address (several games may share a name across vendors).
    await expect(page.getByRole('navigation', { name: 'Lottery games' }).locator('a[aria-current="page"]')).toHaveText(name);

    // The countdown is rendered by the server and ticks in the browser.
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^\d{2}:\d{2}$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expect(page.getByRole('table', { name: `Last draws of ${name}` }).locator('tbody tr')).toHaveCount(10);

    await page.getByRole('button', { name: `Play ${name}` }).click();
    // On the demo brand's launch CDN (ADR 047): this machine under another name.
    await expect(page).toHaveURL(/\/play\/\d+\?.*frame=http%3A%2F%2F(?:aurora\.)?localhost%3A\d+%2Frgs%2Flottery%2F/);
    const frame = page.frameLocator(`iframe[title="${name}: game"]`);
    await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(frame.getByRole('timer')).toBeVisible();
    await placeBet(frame);
    const mine = frame.getByRole('region', { name: 'My bets' });
    await expect(mine.getByRole('row').filter({ hasText: '1,2 ×1' }).first()).toBeVisible();
    await expect(mine.getByRole('row').filter({ hasText: '1,2 ×1' }).first()).toContainText('10.00');

    // Recently played now lists the game on the lottery page.
    await gotoHydrated(page, `/lottery?gameCode=${GAME_CODE}`);
    await expect(page.getByRole('region', { name: 'Recently played' }).getByRole('link', { name: `${name} (TCG Lottery)` })).toBeVisible();
  });

  test('the last draw’s result appears on the open page at the draw, without a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, { username: 'demo_down3' });
    const name = await gameName(page);
    await gotoHydrated(page, `/lottery?gameCode=${GAME_CODE}`);
    const firstRow = page
      .getByRole('table', { name: `Last draws of ${name}` })
      .locator('tbody tr')
      .first();
    const before = await firstRow.textContent();
    await page.evaluate(() => ((window as unknown as { drawMarker: number }).drawMarker = 9));
    // A one-minute game: the next draw is at most a minute away; its result leads the table then.
    const timer = page.getByRole('timer');
    const left = (await timer.textContent())!.split(':').map(Number);
    const seconds = left[0]! * 60 + left[1]!;
    await expect(firstRow).not.toHaveText(before ?? '', { timeout: (seconds + 10) * 1000 });
    expect(await page.evaluate(() => (window as unknown as { drawMarker?: number }).drawMarker)).toBe(9);
  });

  test('the VN lotto page in Korean', async ({ page }) => {
    await asAccount(page, demo.member, '/vnLottery');
    await expect(page.getByRole('heading', { name: 'VN Lotto', level: 1 })).toBeVisible();
    // The headline result from the VN lotto's own call: the same draw as the first row of the last draws.
    await expect(page.getByRole('term').filter({ hasText: 'Latest result' })).toBeVisible();
    const firstDraw = (await page.getByRole('table').getByRole('row').nth(1).getByRole('rowheader').textContent())!.trim();
    await expect(page.getByRole('definition').filter({ hasText: firstDraw })).toBeVisible();
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '베트남 로또', level: 1 })).toBeVisible();
    await expect(page.getByText('다음 추첨까지')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/\d{2}:\d{2}/);
    await expectAccessible(page, 'VN lotto: in Korean');
  });

  test('the prize modes: /lottery offers the four, the house lottery and the SEA lottery each list their own games', async ({ page }) => {
    await asAccount(page, demo.member, '/lottery');
    const modes = page.getByRole('navigation', { name: 'Lottery types' });
    await expect(modes.getByRole('link')).toHaveText(['Lottery', 'House lottery', 'E-lottery', 'SEA Lottery']);
    const vendors = page.getByRole('navigation', { name: 'Lottery games' }).getByRole('heading', { level: 2 });

    await modes.getByRole('link', { name: 'House lottery' }).click();
    await expect(page).toHaveURL(/\/lottery\?prizeMode=ZY$/);
    await expect(modes.getByRole('link', { name: 'House lottery' })).toHaveAttribute('aria-current', 'page');
    await expect(vendors).toHaveText(['TCG Lottery']);

    await modes.getByRole('link', { name: 'SEA Lottery' }).click();
    await expect(page).toHaveURL(/\/lottery\?prizeMode=SEA$/);
    await expect(vendors).toHaveText(['TCG SEA Lottery']);
    // A game of the menu keeps its mode in the address.
    await page.getByRole('navigation', { name: 'Lottery games' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/lottery\?prizeMode=SEA&gameCode=tcg_sea_/);

    await modes.getByRole('link', { name: 'Lottery', exact: true }).click();
    await expect(vendors).toHaveText(['TCG Lottery', 'TCG SEA Lottery', 'Golden Pearl Lotto']);
  });

  test('a visitor is sent to log in and comes back to the page', async ({ page }) => {
    await page.goto(`/seaLottery?gameCode=tcg_sea_lott_0001`);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FseaLottery/);
  });
});

/**
 * Tournaments and races, where a browser is needed (docs/decisions/066): on a phone, a member joins a
 * race, plays its game in the frame and sees their place move live (in the frame, and on the race's
 * board in another window), the race ends and its prize arrives once (the inbox, the account records,
 * the page's final standings). In Korean at a laptop's width: the navigation leads to the lobby and a
 * race's rules, the member joins and the frame shows their place after a round. Scoring, ties, buy-ins,
 * exclusions and the books are the integration tier's (tests/integration/platform/tournaments.test.ts);
 * the pages without JavaScript the route tier's (tests/routes/tournaments.test.ts).
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

/** A slot of a vendor whose games no other spec's races cover: this test's race covers it alone. */
async function slotForRace(page: Page, index: number): Promise<Game> {
  const answer = await graphql(page, '{ games(filter: { gameType: "RNG", vendor: "JDB" }, limit: 20) { items { id name } } }');
  const game = answer.games.items[index] as Game | undefined;
  expect(game, 'a JDB slot').toBeTruthy();
  return game!;
}

/** A race of the test's own over one game: free to join, scored by stakes of at least 1.00, 20.00 to the winner; runs for weeks unless ended. */
async function raceOver(request: APIRequestContext, page: Page, game: Game, tag: string): Promise<{ series: string; code: string; name: string }> {
  const series = `E2E${tag}-${Date.now().toString(36).toUpperCase()}`.slice(0, 24);
  const name = `Race ${series}`;
  const saved = await request.put('/__dev/platform/tournaments', {
    data: {
      code: series,
      kind: 'RACE',
      names: { en: name, ko: `레이스 ${series}` },
      games: { games: [Number(game.id)] },
      entry: 'OPT_IN',
      scoring: 'STAKE',
      minStake: 1,
      prizes: [{ fromRank: 1, toRank: 1, kind: 'MONEY', amount: 20 }],
      periodMinutes: 44_640,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const lobby = await graphql(page, '{ tournaments { code state } }');
  const run = (lobby.tournaments as { code: string; state: string }[]).find((t) => t.code.startsWith(`${series}-`) && t.state === 'RUNNING');
  expect(run, 'the race runs').toBeTruthy();
  return { series, code: run!.code, name };
}

/** The test's series stopped: no further run of it is made. */
async function stopSeries(request: APIRequestContext, series: string, game: Game) {
  const stopped = await request.put('/__dev/platform/tournaments', {
    data: {
      code: series,
      kind: 'RACE',
      names: { en: 'Stopped' },
      games: { games: [Number(game.id)] },
      entry: 'OPT_IN',
      scoring: 'STAKE',
      prizes: [{ fromRank: 1, toRank: 1, kind: 'MONEY', amount: 20 }],
      periodMinutes: 44_640,
      active: false,
    },
  });
  expect(stopped.ok(), await stopped.text()).toBeTruthy();
}

/** A member with money who has read the notice before the first stake (responsible-gaming.spec.ts shows it). */
async function playingMember(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const username = await registerFreshMember(page, prefix);
  const seen = await graphql(page, 'mutation { answerSaferGamblingPrompt(input: { prompt: NOTICE, answer: SEEN }) { ok } }');
  expect(seen.answerSaferGamblingPrompt.ok).toBe(true);
  await paidDeposit(page, request, 50_00);
  return username;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a member joins a race, plays in the frame and climbs it live; the race ends and the prize arrives once', async ({ page, request, browser }) => {
    await playingMember(page, request, 'tr');
    const game = await slotForRace(page, 6);
    const race = await raceOver(request, page, game, 'P');

    // The race's page, open in another window (a tab behind another is hidden and holds no live stream),
    // as a visitor from an address of its own (the public streams are capped per address: other tests' visitors share 127.0.0.1).
    const watching = await browser.newContext({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'X-Test-Client-IP': freshAddress() } });
    const watch = await watching.newPage();
    await gotoHydrated(watch, `/tournaments/${race.code}`);
    await expect(watch.getByRole('heading', { level: 1, name: race.name })).toBeVisible();
    await expect(watch.getByRole('main')).toContainText('Nobody has scored yet.');
    await expect(watch.locator('html')).toHaveAttribute('data-site-live', 'open');

    // Its rules before anything is asked, then joining.
    await gotoHydrated(page, `/tournaments/${race.code}`);
    const rules = page.getByRole('region', { name: 'How it works' });
    await expect(rules).toContainText('Your score is the total of your stakes on its games.');
    await expect(rules).toContainText('Rounds with a stake under $1.00 do not count.');
    await expect(rules).toContainText('Equal scores are ranked by who reached the score first.');
    await expect(page.getByRole('table', { name: 'Prizes' })).toContainText('$20.00');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('status')).toHaveText('You are in. Your rounds on its games count from now on.');
    await expect(page.getByTestId('tournament-position')).toHaveText('No score yet: your first round on its games puts you on the board.');
    await expectAccessible(page, 'tournaments: a race just joined, on a phone');

    // Playing its game: the frame says the member's place, moving with each round that scores.
    await gotoHydrated(page, `/play/${game.id}?from=/`);
    await page.getByRole('button', { name: `Play ${game.name}` }).click();
    const frame = page.frameLocator(`iframe[title="${game.name}: game"]`);
    await expect(frame.getByRole('heading', { name: game.name })).toBeVisible();
    const place = page.getByRole('link', { name: new RegExp(`^${race.name} `) });
    await expect(place).toHaveText(`${race.name} No score yet`);
    await frame.getByLabel('Stake').selectOption({ label: '$1.00' });
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(place).toHaveText(`${race.name} Place 1`);
    // The board beside it moved too, told by the brand's live stream.
    const board = watch.getByRole('table', { name: 'Leaderboard' });
    await expect(board.getByRole('row').nth(1)).toContainText('$1.00');

    // The race ends: ranked and paid once, the page beside it reads its final standings.
    const ended = await request.post('/__dev/platform/tournaments/end', { data: { code: race.code } });
    expect(ended.ok(), await ended.text()).toBeTruthy();
    expect(await ended.json()).toMatchObject({ value: { finished: true, prizesPaid: 1 } });
    await expect(watch.getByRole('heading', { name: 'Final standings' })).toBeVisible();
    const again = await request.post('/__dev/platform/tournaments/end', { data: { code: race.code } });
    expect(await again.json()).toMatchObject({ value: { finished: true, prizesPaid: 1 } });

    await gotoHydrated(page, `/tournaments/${race.code}`);
    await expect(page.getByTestId('tournament-position')).toHaveText('You finished in place 1 of 1');
    await expect(page.getByRole('region', { name: 'Your standing' })).toContainText('Your prize, $20.00, has been paid.');
    await gotoHydrated(page, '/member/messageV2');
    await expect(page.getByRole('main')).toContainText(`${race.name}: you finished #1`);
    await gotoHydrated(page, '/member/transactionHistory');
    const records = page.getByRole('main');
    await expect(records).toContainText('Tournament prize');
    await expect(records.getByText('Tournament prize')).toHaveCount(1);
    await watching.close();
    await stopSeries(request, race.series, game);
  });
});

test('in Korean at a laptop’s width, the navigation leads to a race, the member joins it and the frame shows their place', async ({ page, request }) => {
  await playingMember(page, request, 'trk');
  const game = await slotForRace(page, 7);
  const race = await raceOver(request, page, game, 'K');
  await gotoHydrated(page, '/');
  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }).first(), 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '토너먼트' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('토너먼트');
  // The race on now (its next run is listed as coming).
  await page
    .getByRole('region', { name: '진행 중' })
    .getByRole('link', { name: `레이스 ${race.series}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`레이스 ${race.series}`);
  await expect(page.getByRole('region', { name: '진행 방식' })).toContainText('점수는 해당 게임에서의 베팅 금액 합계입니다.');
  await page.getByRole('button', { name: '참가' }).click();
  await expect(page.getByRole('status')).toContainText('참가했습니다.');
  await expectAccessible(page, 'tournaments: a race’s rules and standing, in Korean');

  await gotoHydrated(page, `/play/${game.id}?from=/`);
  // The game's name is in Korean too: its Play button, and the frame it opens.
  await page
    .getByRole('main')
    .getByRole('button', { name: / 플레이$/ })
    .click();
  const frame = page.frameLocator('iframe[title$=": 게임"]');
  // The game's own page (in the member's language): a stake of 1.00 (100 minor units) and its spin.
  await frame.locator('select[name="stake"]').selectOption('100');
  await frame.locator('form button[type="submit"]').click();
  await expect(page.getByRole('link', { name: new RegExp(`^레이스 ${race.series} `) })).toHaveText(`레이스 ${race.series} 1위`);
  await stopSeries(request, race.series, game);
});

test('the tournament pages fit every width', async ({ page }) => {
  const lobby = await graphql(page, '{ tournaments { code entry state } }');
  const race = (lobby.tournaments as { code: string; entry: string; state: string }[]).find((t) => t.code.startsWith('SLOTS-RACE-') && t.state === 'RUNNING');
  for (const url of ['/tournaments', `/tournaments/${race!.code}`]) await checkAtEveryWidth(page, url, { axe: url === '/tournaments' });
});

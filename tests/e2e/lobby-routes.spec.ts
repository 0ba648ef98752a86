/**
 * Every lobby route of docs/decisions/020-lobby-routes.md answers with its heading, and axe finds
 * nothing serious there: a sweep of public pages only, so it runs beside the specs that use the demo
 * accounts (playwright.config.ts).
 */
import { expect, seriousA11yViolations, test } from './fixtures';

/** Every lobby route with its English heading. */
const ROUTES: [path: string, heading: string][] = [
  ['/hot', 'Hot'],
  ['/new', 'New games'],
  ['/rou', 'Roulette'],
  ['/jp', 'Jackpot slots'],
  ['/bac', 'Baccarat'],
  ['/horse', 'Horse racing'],
  ['/jl', 'Jilix Games'],
  ['/mini', 'Mini games'],
  ['/bg', 'Bingo'],
  ['/bgs', 'Bingo games'],
  ['/pg', 'PG Soft'],
  ['/jdb', 'JDB'],
  ['/ss', 'Classic slots'],
  ['/evo', 'Evolution'],
  ['/pp', 'Pragmatic Play'],
  ['/megaway', 'Megaways'],
  ['/crash', 'Crash games'],
  ['/lott', 'E-Lottery'],
  ['/elott', 'E-Lottery'],
  ['/seamless', 'All games'],
  ['/rng?page=hotSlots', 'Hot slots'],
  ['/gameListCenter/rng', 'Slots games'],
  ['/gameListCenter/fish', 'Fishing games'],
  ['/gameListCenter/pvp', 'PVP games'],
  ['/gameListCenter/live', 'Live Casino games'],
  ['/gameListCenter/pp', 'Pragmatic Play games'],
  ['/gameListCenter/evo', 'Evolution games'],
  ['/gameCenter/lott', 'Lottery centre'],
  ['/gameCenter/elott', 'E-Lottery centre'],
  ['/gameCenter/sports', 'Sports centre'],
  ['/gameCenter/cockfight', 'Cockfight centre'],
  ['/gameCenter/esports', 'Esports centre'],
  ['/providers', 'Game providers'],
  ['/down', 'Download the app'],
];

test.describe('lobby routes', () => {
  test('every lobby route answers 200 with its heading, and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(180_000);
    for (const [path, heading] of ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});

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
  // One test per route: each has the default time limit, however slow the machine, and a failure names its route.
  for (const [path, heading] of ROUTES) {
    test(`${path} answers 200 with its heading, and axe finds nothing serious`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    });
  }

  test('every entry of the main navigation and of its vendor menus leads to a page with games', async ({ page }) => {
    // Issue 18: "Lottery" and its vendors opened /lott (the e-lottery's page), which had none of them.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Every link, the closed vendor menus' too (they are in the page, hidden until opened).
    const hrefs = [...new Set(await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
    const lobbies = hrefs.filter((href) => href !== '/' && href !== '/promotions');
    expect(lobbies.length).toBeGreaterThan(40);
    for (const href of lobbies) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(html, href).not.toContain('No games here yet');
      expect(html.match(/class="game-card[ "]/g)?.length ?? 0, href).toBeGreaterThan(0);
    }
  });
});

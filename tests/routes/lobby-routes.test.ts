/**
 * Every lobby route of docs/decisions/020-lobby-routes.md answers 200 with its heading, and every
 * entry of the main navigation (its closed vendor menus too) leads to a page with games: server
 * output, one table. The browser visits one page per lobby template (tests/e2e/lobby.spec.ts) with axe.
 */
import { describe, expect, it } from 'vitest';
import { documentOf } from './page-words';
import { usePortal } from './portal';

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

const headingsOf = (html: string) => [...documentOf(html).querySelectorAll('h1')].map((h1) => (h1.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('lobby routes', () => {
  const portal = usePortal({ accounts: true });

  it.each(ROUTES)('%s answers 200 with its heading', async (path, heading) => {
    const answer = await portal.get(path);
    expect(answer.status, path).toBe(200);
    expect(headingsOf(answer.text), path).toContain(heading);
  });

  it('every entry of the main navigation and of its vendor menus leads to a page with games', async () => {
    // "Lottery" and its vendors once opened /lott (the e-lottery's page), which had none of them.
    const home = documentOf((await portal.get('/')).text);
    const nav = [...home.querySelectorAll('nav')].find((element) => element.getAttribute('aria-label') === 'Main navigation');
    expect(nav, 'the main navigation').toBeTruthy();
    // Every link, the closed vendor menus' too (they are in the page, hidden until opened).
    const hrefs = [...new Set([...nav!.querySelectorAll('a')].map((a) => a.getAttribute('href')!))];
    // Home, promotions and tournaments are not lobbies (their own tests: home, rewards, tournaments).
    const lobbies = hrefs.filter((href) => href !== '/' && href !== '/promotions' && href !== '/tournaments');
    expect(lobbies.length).toBeGreaterThan(40);
    for (const href of lobbies) {
      const answer = await portal.get(href);
      expect(answer.status, href).toBe(200);
      expect(answer.text, href).not.toContain('No games here yet');
      expect(answer.text.match(/class="game-card[ "]/g)?.length ?? 0, href).toBeGreaterThan(0);
    }
  }, 120_000);

  it('lists decided from the data: roulette, PG Soft, the providers, EVO with its sub-vendors, the download page; unknown centres are 404', async () => {
    const titles = (html: string) => [...documentOf(html).querySelectorAll('article h3, article h2')].map((heading) => heading.textContent ?? '');
    const roulette = titles((await portal.get('/rou')).text);
    expect(roulette.length).toBeGreaterThan(0);
    for (const title of roulette) expect(title).toContain('Roulette');
    // The spec's /pg lists PG Soft's games (a provider the brand lacks: lobby.server.test.ts).
    expect(documentOf((await portal.get('/pg')).text).querySelectorAll('article').length).toBeGreaterThan(0);
    const providers = documentOf((await portal.get('/providers')).text);
    const links = [...providers.querySelectorAll('a')].map((a) => ({
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: a.getAttribute('href'),
    }));
    expect(links.find((link) => /^Pragmatic Play/.test(link.name))?.href).toBe('/rng?vendor=PP');
    expect(links.some((link) => /^Evolution Asia/.test(link.name))).toBe(true);
    const download = documentOf((await portal.get('/down')).text);
    expect([...download.querySelectorAll('img')].some((img) => /QR code/i.test(img.getAttribute('alt') ?? ''))).toBe(true);
    expect([...download.querySelectorAll('h2,h3')].some((heading) => heading.textContent?.trim() === 'How to install')).toBe(true);
    expect((await portal.get('/gameListCenter/nope')).status).toBe(404);
    expect((await portal.get('/gameCenter/RNG')).status).toBe(404);
  });

  it('favourites and recent games need a login; logged in they answer with their headings', async () => {
    for (const [path, heading] of [
      ['/favorite', 'Favourite games'],
      ['/recent', 'Recent games'],
    ] as const) {
      const guest = await portal.get(path);
      expect(guest.status, path).toBe(302);
      expect(guest.location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const member = await portal.get(path, { as: 'demo_member' });
      expect(member.status, path).toBe(200);
      expect(headingsOf(member.text), path).toContain(heading);
    }
  });

  it('every page says what the site is to search engines, in the visitor’s language', async () => {
    const description = (html: string) => [...documentOf(html).querySelectorAll('meta')].filter((meta) => meta.getAttribute('name') === 'description');
    for (const path of ['/', '/rng', '/login', '/promotions', '/help']) {
      const found = description((await portal.get(path)).text);
      expect(found.length, path).toBe(1);
      expect(found[0]!.getAttribute('content'), path).toMatch(/^Aurora Play: slots, live casino/);
    }
    const korean = description((await portal.get('/', { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })).text);
    expect(korean[0]!.getAttribute('content')).toMatch(/^Aurora Play: 슬롯/);
  });
});

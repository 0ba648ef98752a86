/**
 * Jackpots that can be won, as the server writes them (docs/decisions/064): the home page's counters
 * are the brand's pools with their amounts and links to their rules; each pool's page says how it
 * grows and how it is won before play, with its winners masked; a game's rules name the pools it
 * feeds. A brand without pools keeps the spec's decorative counter, a brand that may not show an
 * amount that cannot be won shows none, and no address answers 500. Amounts moving live are the
 * browser tier's (tests/e2e/jackpots.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { noScriptVisitor } from './no-script';
import { inLanguage } from './pages';
import { usePortal } from './portal';

describe('jackpots as served', () => {
  const portal = usePortal();

  it("the home page's counters are the brand's pools, each a link to its rules", async () => {
    const page = await noScriptVisitor(portal).goto('/');
    const counters = [...page.document.querySelectorAll('.popular .jackpot--pool')];
    expect(counters.map((a) => a.querySelector('.jackpot__label')?.textContent)).toEqual(['Mega Jackpot', 'Mini Jackpot']);
    expect(counters.map((a) => a.getAttribute('href'))).toEqual(['/jackpots/MEGA', '/jackpots/MINI']);
    for (const counter of counters) expect(counter.querySelector('.jackpot__value')?.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    // No decoration beside real pools; a slot's card names the largest pool it feeds.
    expect(page.document.querySelector('.jackpot__value')?.textContent).not.toBe('$852,197,728,806');
    expect(page.text('.popular .game-card .game-card__jackpot .visually-hidden')).toMatch(/^Jackpot \$[\d,]+\.\d\d$/);
  });

  it('the list and each pool say how it grows and how it is won, in the visitor’s language', async () => {
    const visitor = noScriptVisitor(portal);
    const list = await visitor.goto('/jackpots');
    expect(list.status).toBe(200);
    expect(list.text('h1')).toBe('Jackpots');
    expect([...list.document.querySelectorAll('.jackpot-card h2')].map((h2) => h2.textContent)).toEqual(['Mega Jackpot', 'Mini Jackpot']);
    expect(list.text('.jackpot-card')).toContain('Must be won by $50,000.00.');
    const mega = await visitor.goto('/jackpots/MEGA');
    expect(mega.status).toBe(200);
    expect(mega.document.title).toContain('Mega Jackpot');
    expect([...mega.document.querySelectorAll('main h2')].map((h2) => h2.textContent)).toEqual([
      'How it grows',
      'How it is won',
      'Games that feed it',
      'Latest winners',
    ]);
    expect(mega.text('main')).toContain('1% of every stake on its games goes into it. After a win it starts again at $25,000.00');
    expect(mega.text('main')).toContain('It is won at the latest when it reaches $50,000.00');
    expect(mega.text('main ul')).toBe('Slots: every game');
    const mini = await visitor.goto('/jackpots/mini');
    expect(mini.text('main')).toContain('a stake of $1.00 has a chance of 1 in 200,000');
    expect(mini.text('main')).toContain('It grows to $5,000.00 at most');
    const korean = await noScriptVisitor(portal).goto(inLanguage('/jackpots/MEGA', 'ko'));
    expect(korean.text('h1')).toBe('메가 잭팟');
    expect(korean.text('main')).toContain('늦어도 ₩50,000.00에 도달하면 당첨됩니다');
  });

  it("a game's rules name the pools it feeds, with links to theirs", async () => {
    const visitor = noScriptVisitor(portal);
    const lobby = await visitor.goto('/rng');
    const info = await visitor.goto(lobby.document.querySelector('.game-card a[href$="/info"]')!.getAttribute('href')!);
    const links = [...info.document.querySelectorAll('.game-info__jackpots a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mega Jackpot', '/jackpots/MEGA'],
      ['Mini Jackpot', '/jackpots/MINI'],
    ]);
  });

  it('a platform that cannot answer gets a page that says so, with no pool and no decoration', async () => {
    portal.harness.binding.intercept = (endpoint, response) => (endpoint === '/wps/jackpot/pools' ? new Response('busy', { status: 503 }) : response);
    const list = await noScriptVisitor(portal).goto('/jackpots');
    expect(list.status).toBe(503);
    expect(list.text('[role="alert"]')).toBe('The jackpots could not be read just now. Please try again in a moment.');
    const home = await noScriptVisitor(portal).goto('/');
    expect(home.status).toBe(200);
    expect(home.document.querySelector('.popular .jackpot')).toBeNull();
  });

  it('an unknown or malformed pool is a 404, never a 500', async () => {
    for (const path of ['/jackpots/NOPE', '/jackpots/%00', '/jackpots/a%20b', `/jackpots/${'X'.repeat(40)}`, '/jackpots/MEGA%3Cscript%3E']) {
      const answer = await portal.get(path);
      expect(answer.status, path).toBe(404);
    }
  });

  it('a brand without pools keeps the spec’s counter; one that may not show it shows none', async () => {
    const jade = 'http://jade.localhost';
    const home = await noScriptVisitor(portal).goto(`${jade}/`);
    expect(home.text('.popular .jackpot__value')).toMatch(/^฿852,197,728,806$/);
    expect(home.document.querySelector('.jackpot--pool, .game-card__jackpot')).toBeNull();
    expect((await portal.get(`${jade}/jackpots`)).status).toBe(404);
    expect((await portal.get(`${jade}/jackpots/MEGA`)).status).toBe(404);
    await portal.harness.dev('PUT', '/__dev/jackpots/brand', { merchant: 'JADE', decorative: false });
    try {
      // The gateway read the brand's info block a moment ago: forget it, as its cache's few minutes would.
      await portal.harness.reset();
      const regulated = await noScriptVisitor(portal).goto(`${jade}/`);
      expect(regulated.document.querySelector('.popular .jackpot')).toBeNull();
    } finally {
      await portal.harness.dev('PUT', '/__dev/jackpots/brand', { merchant: 'JADE', decorative: true });
    }
  });
});

/**
 * A game's rules and return to player without JavaScript (docs/decisions/059): every card links to
 * its page, which shows what the platform published in the visitor's language; an unknown or
 * malformed game is a 404 with its words; a platform without the extension says so, a failing one
 * says to try again, each with the way to the game. The dialog over a card or a frame is the
 * browser tier's (tests/e2e/game-info.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { noScriptVisitor } from './no-script';
import { GAME_INFO_PAGE, inLanguage } from './pages';
import { usePortal } from './portal';

describe("a game's rules and return to player", () => {
  const portal = usePortal();

  it('are a link on every card, to a page with the returns, the stakes, the pay table and the rules', async () => {
    const visitor = noScriptVisitor(portal);
    const lobby = await visitor.goto('/rng');
    const link = [...lobby.document.querySelectorAll('.game-card a[href$="/info"]')][0]!;
    const name = link.getAttribute('aria-label')!.replace(/^Rules and return to player of /, '');
    expect(link.getAttribute('href')).toMatch(/^\/play\/\d+\/info$/);
    const page = await visitor.goto(link.getAttribute('href')!);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe(`${name}: rules and return to player`);
    expect([...page.document.querySelectorAll('main h2')].map((h2) => h2.textContent)).toEqual([
      'Return to player (RTP)',
      'Stakes',
      'Pay table',
      'How it is played',
      'Jackpots',
    ]);
    expect(page.text('.game-info__returns')).toBe('96%');
    expect(page.text('.game-info__figures p')).toMatch(/^\$\d+\.\d\d – \$[\d,]+\.\d\d per round$/);
    const rows = [...page.document.querySelectorAll('table tbody tr')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows[0]).toBe('Three × crown500×0.02%');
    expect(rows).toHaveLength(8);
    expect(page.document.title).toContain(`${name}: rules and return to player`);
    // The sweeps' page (tests/routes/pages.ts) is such a page too, so they check one with a pay table.
    expect((await visitor.goto(GAME_INFO_PAGE)).document.querySelectorAll('table tbody tr')).toHaveLength(8);
    const play = [...page.document.querySelectorAll('main a')].find((a) => a.textContent?.trim() === `Play ${name}`);
    expect(play?.getAttribute('href')).toBe(link.getAttribute('href')!.replace(/\/info$/, ''));
  });

  it("speak the visitor's language", async () => {
    const visitor = noScriptVisitor(portal);
    const lobby = await visitor.goto(inLanguage('/live', 'ko'));
    const href = lobby.document.querySelector('.game-card a[href$="/info"]')!.getAttribute('href')!;
    const page = await visitor.goto(inLanguage(href, 'ko'));
    expect(page.text('h1')).toMatch(/: 규칙 및 환수율$/);
    expect([...page.document.querySelectorAll('.game-info__returns li')].map((li) => li.textContent)).toEqual([
      '플레이어: 98.76%',
      '뱅커: 98.94%',
      '타이: 85.64%',
    ]);
    expect(page.text('.game-info')).toContain('바카라');
  });

  it('answer 404 with words for an unknown or malformed game', async () => {
    for (const path of ['/play/999999999/info', '/play/abc/info', '/play/1e3/info']) {
      const answer = await portal.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('This game does not exist');
    }
  });

  it('say so when the platform publishes none, and to try again when it cannot answer', async () => {
    const visitor = noScriptVisitor(portal);
    const href = (await visitor.goto('/fish')).document.querySelector('.game-card a[href$="/info"]')!.getAttribute('href')!;
    portal.harness.binding.intercept = (endpoint, response) =>
      endpoint === '/wps/game/info' ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' }) : response;
    const none = await visitor.goto(href);
    expect(none.status).toBe(200);
    expect(none.text()).toContain('has not published its rules');
    expect(none.document.querySelector('table')).toBeNull();

    await portal.harness.reset();
    portal.harness.binding.intercept = (endpoint, response) => (endpoint === '/wps/game/info' ? new Response('busy', { status: 503 }) : response);
    const href2 = (await visitor.goto('/pvp')).document.querySelector('.game-card a[href$="/info"]')!.getAttribute('href')!;
    const failed = await visitor.goto(href2);
    expect(failed.status).toBe(503);
    expect(failed.statuses()).toContain('The rules could not be loaded just now. Try again in a moment.');
    expect([...failed.document.querySelectorAll('main a')].some((a) => /^Play /.test(a.textContent ?? ''))).toBe(true);
  });
});

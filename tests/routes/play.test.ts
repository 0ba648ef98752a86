/**
 * Starting games without JavaScript: the launch form posts, the answer is the page with the game
 * frame (a game page of the platform's own, on the brand's launch CDN, ADR 047), and a mini game
 * opens in its dialog over the page it was started from; a forged frame address opens nothing. The
 * browser tier plays the rounds (tests/e2e/play.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { noScriptVisitor, type PageView } from './no-script';
import { usePortal } from './portal';

/** A game page of the platform's own under a launch CDN of the demo brand (tests/integration/gateway/harness.ts DEMO_LAUNCH_CDNS), as a URL parameter. */
const ON_LAUNCH_CDN = String.raw`https?%3A%2F%2F[^&%]+(?:%3A\d+)?%2Frgs%2Fgame%2F`;

/** The frame of a game (its iframe is titled "<name>: game"), and the page inside it, fetched from its address's path. */
function frameOf(page: PageView, name: string) {
  const frame = [...page.document.querySelectorAll('iframe')].find((iframe) => iframe.getAttribute('title') === `${name}: game`);
  expect(frame, `the frame of ${name}`).toBeTruthy();
  return new URL(frame!.getAttribute('src')!);
}

describe('starting games without JavaScript', () => {
  const portal = usePortal();

  it('the launch form still opens the game frame', async () => {
    const games = JSON.parse(
      (
        await portal.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ games(filter: { gameType: "RNG", vendor: "PP" }, limit: 60) { items { id name hasFreeTrial } } }' }),
        })
      ).text,
    ).data.games.items as { id: string; name: string; hasFreeTrial: boolean }[];
    const game = games.filter((each) => each.hasFreeTrial)[6]!;
    const visitor = noScriptVisitor(portal);
    let page = await visitor.goto(`/play/${game.id}?from=/`);
    page = await visitor.submit(page, { button: `Free trial of ${game.name}` });
    expect(page.url).toMatch(new RegExp(String.raw`[?&]frame=${ON_LAUNCH_CDN}`));
    const inside = await visitor.goto(frameOf(page, game.name).pathname + frameOf(page, game.name).search);
    expect(inside.status).toBe(200);
    expect([...inside.document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Spin')).toBe(true);
  });

  it('a mini game opens in its dialog, and a forged frame address opens none', async () => {
    const visitor = noScriptVisitor(portal);
    let page = await visitor.goto('/mini');
    const trial = [...page.document.querySelectorAll('button')].find((button) => /^Free trial of /.test(button.getAttribute('aria-label') ?? ''))!;
    const name = trial.getAttribute('aria-label')!.replace(/^Free trial of /, '');
    page = await visitor.submit(page, { button: `Free trial of ${name}`, scope: `form:has(button[aria-label="Free trial of ${name}"])` });
    expect(page.url).toMatch(new RegExp(String.raw`/mini\?miniGame=\d+&miniFrame=${ON_LAUNCH_CDN}[^&]+&miniMode=trial$`));
    const dialog = page.openDialogs().find((element) => page.labelOf(element) === name);
    expect(dialog, `the dialog of ${name}`).toBeTruthy();
    expect((dialog!.textContent ?? '').replace(/\s+/g, ' ')).toContain('Free trial: you play with play money');
    const frame = frameOf(page, name);
    const inside = await visitor.goto(frame.pathname + frame.search);
    expect([...inside.document.querySelectorAll('h1,h2')].some((heading) => heading.textContent?.trim() === name)).toBe(true);

    const id = new URL(page.url, 'https://portal.test').searchParams.get('miniGame');
    const forged = await visitor.goto(`/mini?miniGame=${id}&miniFrame=${encodeURIComponent('https://elsewhere.example/game')}&miniMode=trial`);
    expect([...forged.document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim())).toContain('Mini games');
    expect(forged.openDialogs().map((dialog) => dialog.outerHTML.slice(0, 120))).toEqual([]);
  });
});

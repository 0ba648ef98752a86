/**
 * Tournaments as the server writes them (docs/decisions/066): the lobby's runs with their time left,
 * first prize and how to take part; a run's rules, prizes and board before anything is asked; joining
 * by a plain form that works without JavaScript (a visitor is sent to log in first), and saying so;
 * a platform that cannot answer says so; no address and no post answers 500. The board moving live
 * and the frame's place are the browser tier's (tests/e2e/tournaments.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectNoServerError } from './malformed';
import { registerMember } from './members';
import { noScriptVisitor } from './no-script';
import { inLanguage } from './pages';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

/** The demo brand's hourly race on now (its code is its start). */
async function raceOnNow(): Promise<string> {
  const lobby = await noScriptVisitor(portal).goto('/tournaments');
  const href = lobby.document.querySelector('section[aria-labelledby="tournaments-running"] a[href^="/tournaments/SLOTS-RACE-"]')?.getAttribute('href');
  expect(href, 'the race on now').toBeTruthy();
  return href!;
}

describe('tournaments as served', () => {
  it("the lobby lists what is on now and what is coming, each with its time left, first prize and way in, in the visitor's language", async () => {
    const lobby = await noScriptVisitor(portal).goto('/tournaments');
    expect(lobby.status).toBe(200);
    expect(lobby.text('h1')).toBe('Tournaments');
    expect([...lobby.document.querySelectorAll('main h2')].map((h2) => h2.textContent)).toEqual(['On now', 'Coming up']);
    const running = lobby.text('section[aria-labelledby="tournaments-running"]');
    expect(running).toContain('Hourly slots race');
    expect(running).toMatch(/Ends in \d+:\d\d/);
    expect(running).toContain('First prize: $100.00');
    expect(running).toContain('Free to join.');
    expect(running).toContain('Buy-in: $10.00.');
    expect(running).toContain('Every player is in: just play its games.');
    const korean = await noScriptVisitor(portal).goto(inLanguage('/tournaments', 'ko'));
    expect(korean.text('h1')).toBe('토너먼트');
    expect(korean.text('main')).toContain('매시간 슬롯 레이스');
    // The navigation links to it, for a brand that runs tournaments.
    expect(lobby.document.querySelector('nav.main-nav a[href="/tournaments"]')?.textContent).toBe('Tournaments');
  });

  it('a race says its rules, prizes and board before anything is asked; a member joins it with a plain form', async () => {
    const path = await raceOnNow();
    const visitor = noScriptVisitor(portal);
    const race = await visitor.goto(path);
    expect(race.status).toBe(200);
    expect(race.document.title).toContain('Hourly slots race');
    expect([...race.document.querySelectorAll('main h2')].map((h2) => h2.textContent)).toEqual(['Take part', 'How it works', 'Prizes', 'Leaderboard']);
    expect(race.text('.tournament-rules')).toContain('Your score is the total of your stakes on its games.');
    expect(race.text('.tournament-rules')).toContain('Rounds with a stake under $1.00 do not count.');
    expect(race.text('.tournament-rules')).toContain('Slots (every game)');
    const prizes = [...race.document.querySelectorAll('table[aria-labelledby="tournament-prizes-title"] tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(prizes).toEqual([
      ['1', '$100.00'],
      ['2–3', '$25.00'],
      ['4–10', '200 points'],
    ]);

    // A visitor who presses Join is asked to log in first.
    const asked = await visitor.submit(race, { button: 'Join' });
    expect(asked.url).toMatch(/^\/login\?/);

    const { cookie } = await registerMember(portal, 'trnr');
    const member = noScriptVisitor(portal, { cookie });
    let page = await member.goto(path);
    page = await member.submit(page, { button: 'Join' });
    expect(page.url).toBe(`${path}?joined=1`);
    expect(page.statuses()).toContain('You are in. Your rounds on its games count from now on.');
    expect(page.text('.tournament-mine')).toContain('No score yet');
    expect(page.text('main')).toContain('You are in this tournament.');
    expect(page.document.querySelector('form.tournament-join')).toBeNull();
  });

  it('an automatic run has nothing to join, and a post to join it says why', async () => {
    const lobby = await noScriptVisitor(portal).goto('/tournaments');
    const weekly = lobby.document.querySelector('section[aria-labelledby="tournaments-running"] a[href^="/tournaments/BIG-WIN-"]')!.getAttribute('href')!;
    const { cookie } = await registerMember(portal, 'trna');
    const page = await noScriptVisitor(portal, { cookie }).goto(weekly);
    expect(page.text('main')).toContain('Every player takes part: your rounds on its games count, with nothing to join.');
    expect(page.document.querySelector('form.tournament-join')).toBeNull();
    const posted = await portal.fetch(weekly, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ code: weekly.split('/').at(-1)! }).toString(),
      cookie,
    });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('Every player takes part in this tournament: there is nothing to join.');
  });

  it('a platform that cannot answer gets a page that says so; an unknown or malformed run is a 404; no post answers 500', async () => {
    portal.harness.binding.intercept = (endpoint, response) => (endpoint === '/wps/tournament/list' ? new Response('busy', { status: 503 }) : response);
    const lobby = await noScriptVisitor(portal).goto('/tournaments');
    expect(lobby.status).toBe(503);
    expect(lobby.text('[role="alert"]')).toBe('The tournaments could not be read just now. Please try again in a moment.');
    portal.harness.binding.intercept = null;
    for (const path of [
      '/tournaments/NOPE-202601010000',
      '/tournaments/%00',
      '/tournaments/a%20b',
      `/tournaments/${'X'.repeat(60)}`,
      '/tournaments/X%3Cscript%3E',
    ]) {
      expect((await portal.get(path)).status, path).toBe(404);
    }
    const path = await raceOnNow();
    const { cookie } = await registerMember(portal, 'trnm');
    const statuses = await expectNoServerError(
      portal,
      path,
      [
        new URLSearchParams(''),
        new URLSearchParams('code=%00'),
        new URLSearchParams(`code=${'x'.repeat(5000)}`),
        new URLSearchParams('code=NOPE-1'),
        '--x\r\nbroken',
      ],
      cookie,
    );
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
  });
});

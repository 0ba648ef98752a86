/**
 * Launching games through the gateway against the reference platform: real money for a member,
 * a guest's free trial without a session, one session per request id, the refusals a player is
 * told about (#734, trial account, no free trial, #727, login required), the game address checked
 * against the brand's game origins, one game by id, and a PVP game's rooms.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { demoLaunchCdnFor, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const LAUNCH = `mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ok gameUrl mode errors { code field } } }`;
const GAMES = `query ($filter: GameFilter!) { games(filter: $filter, limit: 50) { items { id gameCode gameType vendor hasFreeTrial name } } }`;
const GAME = `query ($id: ID!) { game(id: $id) { id gameCode gameType vendor name hasFreeTrial } }`;
const ROOMS = `query ($vendor: String!, $id: ID!) { gameRooms(vendor: $vendor, gameId: $id) { id name minBet maxBet players capacity } }`;

interface Game {
  id: string;
  gameCode: string;
  gameType: string;
  vendor: string;
  hasFreeTrial: boolean;
  name: string;
}

const tokens: Record<string, string> = {};
let keys = 0;
const key = () => `gw-launch-${Date.now()}-${++keys}`;
const as = (username: string) => ({ token: tokens[username]! });
let withTrial: Game[] = [];
let realOnly: Game;
let pvp: Game;

async function login(username: string, password: string) {
  const { context } = await h.run(LOGIN, { input: { username, password } });
  tokens[username] = (context.sessionChange as { token: string }).token;
}

const input = (game: Game, mode: 'REAL' | 'TRIAL', over: Record<string, unknown> = {}) => ({
  gameId: game.id,
  gameType: game.gameType,
  vendor: game.vendor,
  gameCode: game.gameCode,
  mode,
  requestId: key(),
  ...over,
});

beforeAll(async () => {
  await login('demo_member', 'Member2024');
  await login('demo_down1', 'Down2024');
  await login('demo_down2', 'Down2024');
  await login('demo_trial', 'Trial2024');
  const slots = (await h.run(GAMES, { filter: { gameType: 'RNG', vendor: 'PP' } })).result.data.games.items as Game[];
  withTrial = slots.filter((g) => g.hasFreeTrial);
  realOnly = slots.find((g) => !g.hasFreeTrial)!;
  pvp = ((await h.run(GAMES, { filter: { gameType: 'PVP' } })).result.data.games.items as Game[])[0]!;
  expect(withTrial.length).toBeGreaterThan(3);
  expect(realOnly).toBeDefined();
});

describe('game(id)', () => {
  it('finds one game by its node id, and nothing for an unknown or malformed one', async () => {
    const game = withTrial[0]!;
    expect((await h.run(GAME, { id: game.id })).result.data.game).toEqual({
      id: game.id,
      gameCode: game.gameCode,
      gameType: game.gameType,
      vendor: game.vendor,
      name: game.name,
      hasFreeTrial: true,
    });
    expect((await h.run(GAME, { id: '999999999' })).result.data.game).toBeNull();
    expect((await h.run(GAME, { id: 'abc' })).result.data.game).toBeNull();
  });
});

describe('launchGame', () => {
  it("a guest's free trial goes through the trial launch, without a token, in the guest's language", async () => {
    const { result } = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL') }, { locale: 'ko' });
    expect(result.errors).toBeUndefined();
    expect(result.data.launchGame).toMatchObject({ ok: true, mode: 'TRIAL', errors: [] });
    // The platform's own game page, on the visitor's launch CDN (ADR 047).
    expect(result.data.launchGame.gameUrl.startsWith(`${demoLaunchCdnFor()}/rgs/game/`)).toBe(true);
    expect(result.data.launchGame.gameUrl.slice(demoLaunchCdnFor().length)).toMatch(/^\/rgs\/game\/[A-Za-z0-9_-]{20,64}$/);
    const sent = h.binding.requests.find((r) => r.endpoint === 'GCS_gameLaunchFB')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(sent.body!)).toMatchObject({ language: 'KO', platform: 'web', nodeId: withTrial[0]!.id, gameId: withTrial[0]!.gameCode });
  });

  it("reads the brand's launch CDNs while the platform opens the session: one round trip with an empty cache", async () => {
    // The launch's answer is held until the domain routes are asked for (at most 5 s): a gateway that
    // asked for them only after the answer would be counted a second round. Without the hold, an edge
    // cache lookup slower than the whole launch (a busy machine) once made the count 2.
    h.binding.intercept = async (endpoint, response) => {
      if (endpoint !== 'GCS_gameLaunchFB') return response;
      for (let waited = 0; waited < 5_000 && !h.binding.endpoints().includes('/wps/system/domainRoute'); waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return response;
    };
    const { result } = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL') });
    expect(result.data.launchGame.gameUrl.startsWith(`${demoLaunchCdnFor()}/rgs/game/`)).toBe(true);
    expect(h.binding.endpoints()).toEqual(expect.arrayContaining(['GCS_gameLaunchFB', '/wps/system/domainRoute']));
    // Counted by the fake platform, not timed: the domain routes no longer wait for the launch's answer.
    expect(h.binding.rounds).toBe(1);
  });

  it('a guest asking real money is told to log in; nothing reaches the platform', async () => {
    const { result } = await h.run(LAUNCH, { input: input(withTrial[0]!, 'REAL') });
    expect(result.data.launchGame).toEqual({ ok: false, gameUrl: null, mode: null, errors: [{ code: 'LOGIN_REQUIRED', field: null }] });
    expect(h.binding.endpoints()).not.toContain('/wps/game/launchGame');
  });

  it('a member plays real money with every launch field; the same request id answers the same session', async () => {
    const requestId = key();
    const first = await h.run(LAUNCH, { input: input(withTrial[1]!, 'REAL', { requestId }) }, { ...as('demo_member'), locale: 'ko' });
    expect(first.result.data.launchGame).toMatchObject({ ok: true, mode: 'REAL' });
    const sent = new URL(h.binding.requests.find((r) => r.endpoint === '/wps/game/launchGame')!.path, 'https://x');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PP',
      gameId: withTrial[1]!.gameCode,
      nodeId: withTrial[1]!.id,
      platform: 'web',
      launchMode: 'GLS',
      accountType: '1',
      language: 'KO',
      requestId,
    });
    const again = await h.run(LAUNCH, { input: input(withTrial[1]!, 'REAL', { requestId }) }, as('demo_member'));
    expect(again.result.data.launchGame).toMatchObject({ ok: true, gameUrl: first.result.data.launchGame.gameUrl });
  });

  it('another game right after the previous launch is #734, explained as GAME_NOT_FINISHED', async () => {
    const first = await h.run(LAUNCH, { input: input(withTrial[2]!, 'REAL') }, as('demo_down1'));
    expect(first.result.data.launchGame.ok).toBe(true);
    const second = await h.run(LAUNCH, { input: input(withTrial[3]!, 'REAL') }, as('demo_down1'));
    expect(second.result.data.launchGame).toEqual({ ok: false, gameUrl: null, mode: null, errors: [{ code: 'GAME_NOT_FINISHED', field: null }] });
  });

  it('a trial (free-play) account asking real money is TRIAL_ACCOUNT; its free trial plays', async () => {
    const real = await h.run(LAUNCH, { input: input(withTrial[0]!, 'REAL') }, as('demo_trial'));
    expect(real.result.data.launchGame.errors).toEqual([{ code: 'TRIAL_ACCOUNT', field: null }]);
    const trial = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL') }, as('demo_trial'));
    expect(trial.result.data.launchGame).toMatchObject({ ok: true, mode: 'TRIAL' });
  });

  it('a free trial of a game without one is TRIAL_UNAVAILABLE', async () => {
    const { result } = await h.run(LAUNCH, { input: input(realOnly, 'TRIAL') }, as('demo_down2'));
    expect(result.data.launchGame.errors).toEqual([{ code: 'TRIAL_UNAVAILABLE', field: 'mode' }]);
  });

  it('a game the catalogue does not know (a code that does not match) is NOT_FOUND', async () => {
    const { result } = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL', { gameCode: 'no_such_game' }) });
    expect(result.data.launchGame.errors).toEqual([{ code: 'NOT_FOUND', field: 'gameId' }]);
  });

  it('#727 (HTTP 500, system busy) is SYSTEM_BUSY', async () => {
    h.binding.intercept = (endpoint, response) =>
      endpoint === '/wps/game/launchGame' ? Response.json({ success: false, errorCode: '#727', message: 'system busy' }, { status: 500 }) : response;
    const { result } = await h.run(LAUNCH, { input: input(withTrial[4]!, 'REAL') }, as('demo_member'));
    expect(result.data.launchGame.errors).toEqual([{ code: 'SYSTEM_BUSY', field: null }]);
  });

  it("frames no address outside the brand's game origins; one on them passes", async () => {
    const answering = (gameUrl: string) => (endpoint: string, response: Response) =>
      endpoint === 'GCS_gameLaunchFB' ? Response.json({ success: true, value: { content: { game_url: gameUrl, token: 't' } } }) : response;
    h.binding.intercept = answering('https://evil.example.net/game');
    const refused = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL') }, { vars: { GAME_ORIGINS: 'https://games.example.com' } });
    expect(refused.result.data.launchGame).toEqual({ ok: false, gameUrl: null, mode: null, errors: [{ code: 'GAME_UNAVAILABLE', field: null }] });
    h.binding.intercept = answering('https://games.example.com/play?t=abc');
    const allowed = await h.run(LAUNCH, { input: input(withTrial[0]!, 'TRIAL') }, { vars: { GAME_ORIGINS: 'https://games.example.com' } });
    expect(allowed.result.data.launchGame).toMatchObject({ ok: true, gameUrl: 'https://games.example.com/play?t=abc' });
  });
});

describe('gameRooms', () => {
  it("lists a PVP game's rooms in minor units to a member, and nothing to a guest", async () => {
    const { result } = await h.run(ROOMS, { vendor: pvp.vendor, id: pvp.id }, as('demo_member'));
    expect(result.errors).toBeUndefined();
    const rooms = result.data.gameRooms as { id: string; minBet: number; maxBet: number; capacity: number }[];
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(Number.isInteger(room.minBet) && Number.isInteger(room.maxBet)).toBe(true);
      expect(room.maxBet).toBeGreaterThan(room.minBet);
      expect(room.capacity).toBeGreaterThan(0);
    }
    const launched = await h.run(LAUNCH, { input: input(pvp, 'REAL', { roomId: rooms[0]!.id }) }, as('demo_down2'));
    expect(launched.result.data.launchGame).toMatchObject({ ok: true });
    expect((await h.run(ROOMS, { vendor: pvp.vendor, id: pvp.id })).result.data.gameRooms).toBeNull();
  });
});

/**
 * The lottery through the gateway: the menu, a member's recent lottery games and a game's board
 * (open numero, next, last draws) answer what the platform computes, and an unknown game is null.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawDigits } from '#platform/src/modules/lottery/results';
import { defaultSchedule, openPeriod } from '#platform/src/modules/lottery/schedule';
import { sha256Hex } from '#platform/src/crypto/random';
import { demoLaunchCdnFor, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const GAME = 'tcg_lott_0001';
let token: string;

beforeAll(async () => {
  const member = await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_member'").first<{ id: number }>();
  const game = await env.DB.prepare('SELECT node_id FROM games WHERE game_code = ?1').bind(GAME).first<{ node_id: number }>();
  token = `gateway-lottery-${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at) VALUES (?1, ?2, 'DEMO', 'ACTIVE', 'LOGIN', '198.51.100.9', ?3, ?3)",
    ).bind(await sha256Hex(token), member!.id, Date.now()),
    env.DB.prepare("INSERT OR REPLACE INTO recent_games (merchant_code, account_id, node_id, played_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(
      member!.id,
      game!.node_id,
      Date.now(),
    ),
  ]);
});

const GAME_FIELDS =
  'gameCode nodeId name gameType vendor vendorName iconUrl periodSeconds lockSeconds currentNumero { numero gameCode openTime closeTime drawTime }';

describe('lottery queries', () => {
  it('lists a prize mode with open numeros that match the schedule', async () => {
    const { result } = await h.run(`query { lotteryMenu(prizeMode: ELOTT) { prizeMode serverTime games { ${GAME_FIELDS} } } }`);
    expect(result.errors).toBeUndefined();
    const menu = result.data.lotteryMenu;
    expect(menu.prizeMode).toBe('ELOTT');
    // The e-lottery menu holds the lottery's games too (29 LOTT, then 16 ELOTT).
    expect(menu.games).toHaveLength(45);
    expect(menu.games.filter((g: { gameType: string }) => g.gameType === 'ELOTT')).toHaveLength(16);
    expect(menu.games[0].gameType).toBe('LOTT');
    for (const g of menu.games) {
      expect(['LOTT', 'ELOTT']).toContain(g.gameType);
      expect(g.currentNumero.numero).toBe(openPeriod(defaultSchedule(g.vendor, g.gameCode, g.name), menu.serverTime).numero);
      expect(g.currentNumero.closeTime).toBeLessThan(g.currentNumero.drawTime);
    }
  });

  it('lists the house lottery (ZY) and the SEA lottery (SEA) through the same query', async () => {
    const { result } = await h.run(
      `query { zy: lotteryMenu(prizeMode: ZY) { prizeMode games { vendor gameType } } sea: lotteryMenu(prizeMode: SEA) { prizeMode games { vendor } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.zy.prizeMode).toBe('ZY');
    expect(new Set(result.data.zy.games.map((g: { vendor: string; gameType: string }) => `${g.gameType} ${g.vendor}`))).toEqual(new Set(['LOTT TCG']));
    expect(result.data.sea.prizeMode).toBe('SEA');
    expect(result.data.sea.games).toHaveLength(8);
    expect(new Set(result.data.sea.games.map((g: { vendor: string }) => g.vendor))).toEqual(new Set(['TCG_SEA']));
  });

  it('answers the board of a game: open, next and last draws with their digits', async () => {
    const { result } = await h.run(
      `query ($g: String!) { lotteryBoard(gameCode: $g, lastDraws: 3) { gameCode serverTime current { numero drawTime } next { numero openTime } lastDraws { numero digits sum drawTime } } }`,
      { g: GAME },
    );
    expect(result.errors).toBeUndefined();
    const board = result.data.lotteryBoard;
    expect(board.current.drawTime).toBeGreaterThan(board.serverTime);
    expect(board.next.openTime).toBe(board.current.drawTime);
    expect(board.lastDraws).toHaveLength(3);
    const pepper = (env as unknown as { GAME_RNG_SECRET: string }).GAME_RNG_SECRET;
    for (const d of board.lastDraws) {
      expect(d.digits).toEqual(drawDigits(pepper, GAME, d.numero));
      expect(d.sum).toBe(d.digits.reduce((a: number, b: number) => a + b, 0));
      expect(d.drawTime).toBeLessThanOrEqual(board.serverTime);
    }
    // The VN lotto's own call for the latest draw, asked only when the field is (the VN page's headline).
    expect(h.binding.endpoints()).not.toContain('/lgw/vn/numeros/opened/game');
    const latest = await h.run(
      `query ($g: String!) { lotteryBoard(gameCode: $g, lastDraws: 1) { lastDraws { numero digits } latestDraw { numero digits } } }`,
      {
        g: GAME,
      },
    );
    expect(latest.result.errors).toBeUndefined();
    expect(latest.result.data.lotteryBoard.latestDraw).toEqual(latest.result.data.lotteryBoard.lastDraws[0]);
    expect(h.binding.requests.find((r) => r.endpoint === '/lgw/vn/numeros/opened/game')?.path).toBe(`/lgw/vn/numeros/opened/game?gameId=${GAME}`);
    const huge = await h.run(`query { lotteryBoard(gameCode: "${GAME}", lastDraws: 5000) { lastDraws { numero } } }`);
    expect(huge.result.data.lotteryBoard.lastDraws).toHaveLength(50);
    const unknown = await h.run('query { lotteryBoard(gameCode: "no_such_game") { gameCode } }');
    expect(unknown.result.errors).toBeUndefined();
    expect(unknown.result.data.lotteryBoard).toBeNull();
  });

  it("lists a member's recent lottery games, and nothing for a guest", async () => {
    const member = await h.run(`query { lott: recentLotteryGames(prizeMode: LOTT) { gameCode } all: recentLotteryGames { gameCode } }`, {}, { token });
    expect(member.result.errors).toBeUndefined();
    expect(member.result.data.lott.map((g: { gameCode: string }) => g.gameCode)).toContain(GAME);
    expect(member.result.data.all.map((g: { gameCode: string }) => g.gameCode)).toContain(GAME);
    const guest = await h.run('query { recentLotteryGames { gameCode } }');
    expect(guest.result.data.recentLotteryGames).toBeNull();
  });
});

describe('launchLottery', () => {
  const LAUNCH = `mutation ($input: LaunchLotteryInput!) { launchLottery(input: $input) { ok errors { code field } gameUrl mode } }`;

  it('opens the lottery view of a game for a member (launchMode LOTT), once per request id', async () => {
    const game = await env.DB.prepare('SELECT node_id FROM games WHERE game_code = ?1').bind(GAME).first<{ node_id: number }>();
    const input = {
      gameId: String(game!.node_id),
      gameCode: GAME,
      vendor: 'TCG',
      gameType: 'LOTT',
      prizeMode: 'LOTT',
      requestId: `tap-lottery-${crypto.randomUUID()}`,
    };
    const first = await h.run(LAUNCH, { input }, { token });
    expect(first.result.data.launchLottery).toMatchObject({ ok: true, errors: [], mode: 'REAL' });
    const url = first.result.data.launchLottery.gameUrl as string;
    expect(url.startsWith(demoLaunchCdnFor())).toBe(true);
    expect(url.slice(demoLaunchCdnFor().length)).toMatch(/^\/rgs\/lottery\/[A-Za-z0-9_-]+$/);
    const again = await h.run(LAUNCH, { input }, { token });
    expect(again.result.data.launchLottery.gameUrl).toBe(url);
    const row = await env.DB.prepare('SELECT launch_mode, lottery_game_code, account_type, language FROM game_sessions WHERE token = ?1')
      .bind(url.split('/').pop())
      .first();
    expect(row).toEqual({ launch_mode: 'LOTT', lottery_game_code: GAME, account_type: 1, language: 'EN' });
  });

  it('asks a guest to log in and refuses bad input before any platform call', async () => {
    const input = { gameId: '1', gameCode: GAME, vendor: 'TCG', gameType: 'LOTT', prizeMode: 'LOTT', requestId: 'tap-guest-000001' };
    const guest = await h.run(LAUNCH, { input });
    expect(guest.result.data.launchLottery).toMatchObject({ ok: false, errors: [{ code: 'LOGIN_REQUIRED' }] });
    const bad = await h.run(LAUNCH, { input: { ...input, requestId: 'x' } }, { token });
    expect(bad.result.data.launchLottery).toMatchObject({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'requestId' }] });
  });
});

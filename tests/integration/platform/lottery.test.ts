/**
 * The lottery inside workerd with real D1 and the real WalletLedger objects: menus and numeros,
 * deterministic results, bets through the ledger, closed numeros refused, settlement by the cron
 * handler (winners paid once), idempotent slips, and the game page's form.
 */
import { sha256Hex } from '#platform/src/crypto/random';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#platform/src/index';
import type { Env } from '#platform/src/env';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { drawDigits } from '#platform/src/modules/lottery/results';
import { defaultSchedule, openPeriod, periodOf, runningIndex } from '#platform/src/modules/lottery/schedule';
import { accountsPlatform, env, later, type AccountsPlatform } from './accounts-client';
import { BASE, callJson } from './client';
import { sessionFor } from './records-support';
import { acceptLegal } from '../support/legal';
import { platformHeaders } from '../support/platform';
import { testSubscription } from '../../fixtures/web-push';

const M = 'DEMO';
const GAME = 'tcg_lott_0001'; // one-minute draws (schedule.ts: TCG's first game)
const schedule = defaultSchedule('TCG', GAME);
let base: AccountsPlatform;
let nextAccount = 0;

beforeAll(async () => {
  base = await accountsPlatform();
});

/** The platform with its clock at `secondsIntoPeriod` of a one-minute period at least a minute ahead. */
function atSecond(secondsIntoPeriod: number, periodsAhead = 1): { p: AccountsPlatform; now: number } {
  const target = (Math.floor(Date.now() / 60_000) + 1 + periodsAhead) * 60_000 + secondsIntoPeriod * 1000;
  const offset = target - Date.now();
  return { p: later(base, offset), now: target };
}

async function newPlayer(openingMinor: number, type = 0): Promise<{ id: number; token: string }> {
  const username = `lotto_${++nextAccount}_${Date.now()}`;
  const row = await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     VALUES (?1, ?2, ?2, ?3, 'X', 1, 's', 'h', 0, 0) RETURNING id`,
  )
    .bind(M, username, type)
    .first<{ id: number }>();
  const id = row!.id;
  await acceptLegal(env.DB, [username]);
  if (openingMinor > 0) {
    const opened = await walletGate(env as unknown as Env).execute({
      op: 'adjust',
      merchant: M,
      accountId: id,
      key: `opening:${id}`,
      amountMinor: openingMinor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }
  return { id, token: await sessionFor(id) };
}

async function mainBalance(id: number): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind = 'MAIN'")
    .bind(M, id)
    .first<{ balance_minor: number }>();
  return row?.balance_minor ?? 0;
}

const secret = () => (env as unknown as Env).GAME_RNG_SECRET as string;

function slip(
  requestId: string,
  numero: string,
  content: Partial<{ playId: string; bettingContent: string; singleBetPrice: number; multiple: number; bettingSlip: number }> = {},
) {
  const bettingContent = content.bettingContent ?? '1,2,3';
  return {
    requestId,
    prizeMode: 'LOTT',
    device: 'WEB',
    contents: [
      {
        gameId: GAME,
        winStop: false,
        playId: content.playId ?? 'D5',
        bettingContent,
        singleBetPrice: content.singleBetPrice ?? 10,
        bettingApproach: 1,
        bettingSlip: content.bettingSlip ?? bettingContent.split(',').length,
        numero: [{ numero, multiple: content.multiple ?? 1 }],
      },
    ],
  };
}

const bet = (p: AccountsPlatform, token: string, body: unknown) =>
  callJson(p, '/lotto-vn/lgw/betting', { method: 'POST', body, headers: { Authorization: token } });

/** Runs the Worker's cron handler and waits for everything it started. */
async function runCron(p: AccountsPlatform): Promise<void> {
  const waits: Promise<unknown>[] = [];
  worker.scheduled({ cron: '* * * * *', scheduledTime: Date.now(), noRetry() {} } as ScheduledController, p.env, {
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext);
  await Promise.all(waits);
}

describe('lottery menus and numeros', () => {
  it('lists the games of a prize mode with their open numeros', async () => {
    const { p, now } = atSecond(10);
    const lott = await callJson(p, '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB');
    expect(lott.status).toBe(200);
    expect(lott.body.value.list).toHaveLength(29);
    const first = lott.body.value.list.find((g: { gameId: string }) => g.gameId === GAME);
    expect(first).toMatchObject({ gameType: 'LOTT', vassalage: 'TCG', periodSeconds: 60, lockSeconds: 5 });
    expect(first.currentNumero).toMatchObject({ numero: openPeriod(schedule, now).numero, gameId: GAME, drawTime: openPeriod(schedule, now).drawAt });
    expect(new Set(lott.body.value.list.map((g: { gameType: string }) => g.gameType))).toEqual(new Set(['LOTT']));
    // The e-lottery mode lists both types, the lottery first.
    const elott = await callJson(p, '/lgw/vn/games/game_menu?prizeMode=elott&device=WEB');
    expect(elott.body.value.list).toHaveLength(45);
    const eOnly = elott.body.value.list.filter((g: { gameType: string }) => g.gameType === 'ELOTT');
    expect(new Set(eOnly.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['TCG_LOTTO_VN', 'TCG_ELOTTO']));
    expect(elott.body.value.list[0].gameType).toBe('LOTT');
    // A period the name states wins over the vendor's list.
    const named = elott.body.value.list.find((g: { gameName: string }) => g.gameName.startsWith('VN Lotto 45s'));
    expect(named).toMatchObject({ periodSeconds: 45, lockSeconds: 5 });
    const bad = await callJson(p, '/lgw/vn/games/game_menu?prizeMode=SLOTS');
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('lists the house lottery (ZY) and the SEA lottery (SEA) as menus of their own', async () => {
    const { p } = atSecond(10);
    const menu = async (mode: string) => {
      const answer = await callJson(p, `/lgw/vn/games/game_menu?prizeMode=${mode}&device=WEB`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.value.prizeMode).toBe(mode.toUpperCase());
      return answer.body.value.list as { gameId: string; gameType: string; vassalage: string }[];
    };
    const lott = await menu('LOTT');
    const zy = await menu('ZY');
    const sea = await menu('sea');
    // The catalogue's lottery: 20 TCG games, 8 TCG_SEA and one GPL lobby.
    expect(zy).toHaveLength(20);
    expect(new Set(zy.map((g) => `${g.gameType} ${g.vassalage}`))).toEqual(new Set(['LOTT TCG']));
    expect(sea).toHaveLength(8);
    expect(new Set(sea.map((g) => g.vassalage))).toEqual(new Set(['TCG_SEA']));
    // Both are parts of the lottery menu, in its order.
    const lottIds = lott.map((g) => g.gameId);
    expect(zy.map((g) => g.gameId)).toEqual(lottIds.filter((id) => zy.some((g) => g.gameId === id)));
    expect(sea.every((g) => lottIds.includes(g.gameId))).toBe(true);
  });

  it('answers the near numero without the envelope on the VN path, and with it on /lgw/numeros/near', async () => {
    const { p, now } = atSecond(57); // inside the lock: bets go to the next numero
    const res = await p.fetch(new Request(`${BASE}/lotto-vn/lgw/numeros/near?gameId=${GAME}`, { headers: platformHeaders() }));
    const bare = (await res.json()) as { currentNumero: { numero: string; gameId: string; closeTime: number } };
    expect(bare).not.toHaveProperty('success');
    const next = periodOf(schedule, runningIndex(schedule, now) + 1);
    expect(bare.currentNumero).toMatchObject({ numero: next.numero, gameId: GAME, closeTime: next.closeAt });
    const near = await callJson(p, `/lgw/numeros/near?gameId=${GAME}`);
    expect(near.body.value.currentNumero.numero).toBe(next.numero);
    expect(near.body.value.nextNumero.numero).toBe(periodOf(schedule, runningIndex(schedule, now) + 2).numero);
    const last = periodOf(schedule, runningIndex(schedule, now) - 1);
    expect(near.body.value.lastNumero).toMatchObject({ numero: last.numero, result: drawDigits(secret(), GAME, last.numero) });
    const unknown = await callJson(p, '/lgw/numeros/near?gameId=nope');
    expect(unknown.body.errorCode).toBe('game.not_found');
  });

  it('publishes deterministic results only for drawn numeros', async () => {
    const { p, now } = atSecond(20);
    const opened = await callJson(p, `/lotto/lgw/games/opened/numero?gameId=${GAME}&size=5`);
    expect(opened.body.value.list).toHaveLength(5);
    for (const item of opened.body.value.list as { numero: string; drawTime: number; result: number[] }[]) {
      expect(item.drawTime).toBeLessThanOrEqual(now);
      expect(item.result).toEqual(drawDigits(secret(), GAME, item.numero));
    }
    const again = await callJson(p, `/lotto/lgw/games/opened/numero?gameId=${GAME}&size=5`);
    expect(again.body.value.list).toEqual(opened.body.value.list);
    const latest = await callJson(p, `/lgw/vn/numeros/opened/game?gameId=${GAME}`);
    expect(latest.body.value.numero).toEqual(opened.body.value.list[0]);
    const running = periodOf(schedule, runningIndex(schedule, now));
    const pending = await callJson(p, `/lgw/draw?gameId=${GAME}&numero=${running.numero}`);
    expect(pending.body.value).toMatchObject({ numero: running.numero, state: 'OPEN', result: null });
    const drawn = await callJson(p, `/lgw/draw?gameId=${GAME}&numero=${opened.body.value.list[1].numero}`);
    expect(drawn.body.value).toMatchObject({ state: 'DRAWN', result: opened.body.value.list[1].result });
  });
});

describe('lottery bets', () => {
  it('places a slip through the ledger as an open bet record, once per request key', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    const numero = openPeriod(schedule, now).numero;
    const body = slip(`lott-place-${player.id}`, numero, { bettingContent: '1,2,3', singleBetPrice: 10, multiple: 2 });
    const first = await bet(p, player.token, body);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      totalStake: 60,
      orders: [{ numero, playId: 'D5', bettingContent: '1,2,3', bettingSlip: 3, multiple: 2, stake: 60 }],
    });
    expect(await mainBalance(player.id)).toBe(100_000 - 6_000);
    const again = await bet(p, player.token, body);
    expect(again.body.value).toEqual(first.body.value);
    expect(await mainBalance(player.id)).toBe(94_000);
    const rows = await env.DB.prepare(
      'SELECT game_id, game_name, vendor_code, game_type, stake_minor, status FROM bets WHERE merchant_code = ?1 AND account_id = ?2',
    )
      .bind(M, player.id)
      .all();
    expect(rows.results).toEqual([
      { game_id: expect.any(Number), game_name: expect.any(String), vendor_code: 'TCG', game_type: 'LOTT', stake_minor: 6_000, status: 'OPEN' },
    ]);
    const reused = await bet(p, player.token, { ...body, contents: [{ ...body.contents[0], bettingContent: '4,5,6' }] });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('wallet.idempotency_key_reused');
    // The member's recent lottery games now hold the game.
    const recent = await callJson(p, '/lgw/vn/games/game_menu/recent?prizeMode=LOTT', { headers: { Authorization: player.token } });
    expect(recent.body.value.list.map((g: { gameId: string }) => g.gameId)).toEqual([GAME]);
  });

  it('refuses a numero whose betting has closed and names the open one; nothing moves', async () => {
    const { p, now } = atSecond(56);
    const player = await newPlayer(50_000);
    const running = periodOf(schedule, runningIndex(schedule, now));
    const refused = await bet(p, player.token, slip(`lott-closed-${player.id}`, running.numero));
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('lottery.numero_closed');
    expect(refused.body.value.currentNumero.numero).toBe(periodOf(schedule, runningIndex(schedule, now) + 1).numero);
    expect(await mainBalance(player.id)).toBe(50_000);
    const drawnAlready = await bet(p, player.token, slip(`lott-closed2-${player.id}`, periodOf(schedule, runningIndex(schedule, now) - 3).numero));
    expect(drawnAlready.body.errorCode).toBe('lottery.numero_closed');
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM lottery_bets WHERE account_id = ?1').bind(player.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('refuses bad slips with the field, a balance too low, and trial accounts', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(1_500);
    const numero = openPeriod(schedule, now).numero;
    const badPick = await bet(p, player.token, slip(`lott-bad-${player.id}`, numero, { bettingContent: '1,12' }));
    expect(badPick.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(badPick.body.message).toMatch(/^contents\[0\]\.bettingContent: /);
    // A game outside the slip's prize mode (GAME is the house's TCG lottery, not the SEA lottery's);
    // in its own mode (ZY) the slip passes that check and meets the wallet's (30.00 against 15.00).
    const wrongMode = await bet(p, player.token, { ...slip(`lott-mode-${player.id}`, numero), prizeMode: 'SEA' });
    expect(wrongMode.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(wrongMode.body.message).toContain('not a SEA game');
    const house = await bet(p, player.token, { ...slip(`lott-zy-${player.id}`, numero), prizeMode: 'ZY' });
    expect(house.body.errorCode).toBe('wallet.insufficient_balance');
    const badCount = await bet(p, player.token, slip(`lott-cnt-${player.id}`, numero, { bettingContent: '1,2', bettingSlip: 3 }));
    expect(badCount.body.message).toMatch(/bettingSlip/);
    const poor = await bet(p, player.token, slip(`lott-poor-${player.id}`, numero, { bettingContent: '1,2', singleBetPrice: 10 }));
    expect(poor.body.errorCode).toBe('wallet.insufficient_balance');
    expect(await mainBalance(player.id)).toBe(1_500);
    const trial = await newPlayer(10_000, 4);
    const refused = await bet(p, trial.token, slip(`lott-trial-${trial.id}`, numero));
    expect(refused.body.errorCode).toBe('function.not.available');
    const noToken = await callJson(p, '/lotto-vn/lgw/betting', { method: 'POST', body: slip('lott-anon-1', numero) });
    expect(noToken.status).toBe(401);
  });

  it('settles at the draw from the cron handler: the winner is paid once, the loser nothing', async () => {
    const { p, now } = atSecond(5);
    const winner = await newPlayer(100_000);
    const loser = await newPlayer(100_000);
    const period = openPeriod(schedule, now);
    const digits = drawDigits(secret(), GAME, period.numero);
    const winning = String(digits[4]);
    const losing = String((Number(digits[4]) + 1) % 10);
    expect((await bet(p, winner.token, slip(`lott-win-${winner.id}`, period.numero, { bettingContent: winning, singleBetPrice: 10 }))).status).toBe(200);
    expect((await bet(p, loser.token, slip(`lott-lose-${loser.id}`, period.numero, { bettingContent: losing, singleBetPrice: 10 }))).status).toBe(200);
    // Before the draw the cron settles nothing.
    await runCron(p);
    expect(await mainBalance(winner.id)).toBe(99_000);
    const after = later(base, period.drawAt + 1_000 - Date.now());
    await runCron(after);
    expect(await mainBalance(winner.id)).toBe(99_000 + 9_800);
    expect(await mainBalance(loser.id)).toBe(99_000);
    await runCron(after);
    expect(await mainBalance(winner.id)).toBe(108_800);
    const rows = await env.DB.prepare(
      'SELECT b.status, b.payout_minor, b.valid_minor, lb.result, lb.winning_picks FROM bets b JOIN lottery_bets lb ON lb.round_id = b.round_id WHERE b.account_id = ?1',
    )
      .bind(winner.id)
      .first();
    expect(rows).toEqual({ status: 'SETTLED', payout_minor: 9_800, valid_minor: 1_000, result: digits.join(','), winning_picks: 1 });
    // The betting records read the round like any other.
    const records = await callJson(after, `/wps/relay/MCSFE_getBettingRecords?startTime=${Date.now() - 60_000}&endTime=${now + 600_000}`, {
      headers: { Authorization: winner.token },
    });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({ gameType: 'LOTT', vendorCode: 'TCG', stake: 10, payout: 98, winLoss: 88, status: 'SETTLED' }),
    ]);
  });

  it("tells each member's browser the draw's result once, won or not, when they asked for draw results", async () => {
    const { p, now } = atSecond(5);
    const [winner, loser] = [await newPlayer(100_000), await newPlayer(100_000)];
    const subscriptions = await Promise.all([winner, loser].map(() => testSubscription(`https://push.test/draws/${crypto.randomUUID()}`)));
    for (const [n, player] of [winner, loser].entries()) {
      const headers = { Authorization: player.token };
      const kinds = await callJson(p, '/wps/member/push/preferences', { method: 'PUT', headers, body: { kinds: { DRAW_RESULTS: true } } });
      expect(kinds.status).toBe(200);
      const sub = subscriptions[n]!;
      expect((await callJson(p, '/wps/member/push/subscription', { method: 'POST', headers, body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(
        200,
      );
    }
    const period = openPeriod(schedule, now);
    const digits = drawDigits(secret(), GAME, period.numero);
    const winning = String(digits[4]);
    const losing = String((Number(digits[4]) + 1) % 10);
    expect((await bet(p, winner.token, slip(`push-win-${winner.id}`, period.numero, { bettingContent: winning, singleBetPrice: 10 }))).status).toBe(200);
    expect((await bet(p, loser.token, slip(`push-lose-${loser.id}`, period.numero, { bettingContent: losing, singleBetPrice: 10 }))).status).toBe(200);
    const after = later(base, period.drawAt + 1_000 - Date.now());
    await runCron(after);
    await runCron(after);
    const told = async (n: number) => {
      const sub = subscriptions[n]!;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const { body } = await callJson(p, `/__dev/push/messages?endpoint=${encodeURIComponent(sub.endpoint)}`, { rawHeaders: new Headers() });
        const list = body.value.list as { body: string }[];
        if (list.length) return Promise.all(list.map(async (row) => JSON.parse(await sub.decrypt(row.body)) as Record<string, string>));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    // Named by the game's name as its bet record keeps it, and the draw's numero.
    const { game_name: name } = (await env.DB.prepare('SELECT game_name FROM bets WHERE account_id = ?1 AND merchant_code = ?2')
      .bind(winner.id, M)
      .first<{ game_name: string }>()) ?? {
      game_name: '?',
    };
    const title = `Draw results: ${name} ${period.numero}`;
    expect(await told(0)).toEqual([
      { kind: 'DRAW_RESULTS', title, body: 'Your slips won $98.00.', url: '/member/personalHistoryCopy', tag: `draw-${name} ${period.numero}` },
    ]);
    expect(await told(1)).toEqual([expect.objectContaining({ title, body: 'Your slips did not win this time.' })]);
  });

  it('stops a chase after a win when winStop is set: later numeros are refunded at their draw', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    const k = runningIndex(schedule, now);
    const numeros = [periodOf(schedule, k), periodOf(schedule, k + 1), periodOf(schedule, k + 2)];
    const first = drawDigits(secret(), GAME, numeros[0]!.numero);
    const body = {
      requestId: `lott-chase-${player.id}`,
      contents: [
        {
          gameId: GAME,
          winStop: true,
          playId: 'D5',
          bettingContent: String(first[4]),
          singleBetPrice: 10,
          bettingApproach: 1,
          bettingSlip: 1,
          numero: numeros.map((n) => ({ numero: n.numero, multiple: 1 })),
        },
      ],
    };
    const placed = await bet(p, player.token, body);
    expect(placed.body.value.orders).toHaveLength(3);
    expect(await mainBalance(player.id)).toBe(97_000);
    await runCron(later(base, numeros[2]!.drawAt + 1_000 - Date.now()));
    // Won the first (9.80 back for 1.00... here 98.00 for 10.00), the two later ones refunded.
    expect(await mainBalance(player.id)).toBe(97_000 + 9_800 + 2_000);
    const refunded = await env.DB.prepare('SELECT COUNT(*) AS n FROM lottery_bets WHERE account_id = ?1 AND winning_picks IS NULL AND settled_at IS NOT NULL')
      .bind(player.id)
      .first<{ n: number }>();
    expect(refunded?.n).toBe(2);
  });
});

describe('lottery schedules and half-placed slips', () => {
  it('reads a game schedule override from lottery_schedules', async () => {
    const game = await env.DB.prepare("SELECT node_id FROM games WHERE game_code = 'tcg_lott_0005'").first<{ node_id: number }>();
    await env.DB.prepare('INSERT OR REPLACE INTO lottery_schedules (node_id, period_seconds, lock_seconds) VALUES (?1, 120, 20)').bind(game!.node_id).run();
    const { p, now } = atSecond(10);
    const menu = await callJson(p, '/lgw/vn/games/game_menu?prizeMode=LOTT');
    const row = menu.body.value.list.find((g: { gameId: string }) => g.gameId === 'tcg_lott_0005');
    expect(row).toMatchObject({ periodSeconds: 120, lockSeconds: 20 });
    expect(row.currentNumero.numero).toBe(openPeriod({ periodSeconds: 120, lockSeconds: 20 }, now).numero);
    const refused = await env.DB.prepare('INSERT INTO lottery_schedules (node_id, period_seconds, lock_seconds) VALUES (?1, 7, 1)')
      .bind(game!.node_id + 1)
      .run()
      .catch((error: unknown) => String(error));
    expect(refused).toMatch(/CHECK constraint failed/);
  });

  it('keeps the rounds placed before the balance ran out, and a retry with the same key places only the rest', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(1_500);
    const numero = openPeriod(schedule, now).numero;
    const content = (bettingContent: string) => ({
      gameId: GAME,
      winStop: false,
      playId: 'D1',
      bettingContent,
      singleBetPrice: 10,
      bettingApproach: 1,
      bettingSlip: 1,
      numero: [{ numero, multiple: 1 }],
    });
    const body = { requestId: `lott-half-${player.id}`, contents: [content('1'), content('2')] };
    const first = await bet(p, player.token, body);
    expect(first.body.errorCode).toBe('wallet.insufficient_balance');
    expect(await mainBalance(player.id)).toBe(500);
    await walletGate(env as unknown as Env).execute({
      op: 'adjust',
      merchant: M,
      accountId: player.id,
      key: `top-up:${player.id}`,
      amountMinor: 1_000,
      kind: 'ADJUSTMENT',
      contra: 'CASH_IN',
    });
    const retry = await bet(p, player.token, body);
    expect(retry.status).toBe(200);
    expect(retry.body.value.orders).toHaveLength(2);
    expect(await mainBalance(player.id)).toBe(500);
    const rounds = await env.DB.prepare('SELECT COUNT(*) AS n FROM bets WHERE account_id = ?1').bind(player.id).first<{ n: number }>();
    expect(rounds?.n).toBe(2);
  });
});

describe('the lottery game page', () => {
  /** A lottery game session launched by the player's own platform session (the page needs it alive, as a launch makes it). */
  async function gameSession(player: { id: number; token: string }, language = 'EN'): Promise<string> {
    const accountId = player.id;
    const token = `lottpage${accountId}${crypto.randomUUID().replace(/-/g, '')}`;
    const game = await env.DB.prepare('SELECT node_id, game_type, vassalage FROM games WHERE game_code = ?1')
      .bind(GAME)
      .first<{ node_id: number; game_type: string; vassalage: string }>();
    await env.DB.prepare(
      `INSERT INTO game_sessions (token, merchant_code, account_id, node_id, game_type, vassalage, account_type, launch_mode, lottery_game_code, language, created_at, expires_at, platform_session_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, 'LOTT', ?7, ?8, ?9, ?10, ?11)`,
    )
      .bind(
        token,
        M,
        accountId,
        game!.node_id,
        game!.game_type,
        game!.vassalage,
        GAME,
        language,
        Date.now(),
        Date.now() + 3_600_000,
        await sha256Hex(player.token),
      )
      .run();
    return token;
  }

  const page = (p: AccountsPlatform, token: string, init?: RequestInit) =>
    p.fetch(new Request(`${BASE}/rgs/lottery/${token}`, { redirect: 'manual', ...init }));
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('renders the open numero, its own CSP, and places a bet once for a double submit (POST, 303, GET)', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    const token = await gameSession(player);
    const res = await page(p, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'/);
    // Opened on the brand's launch CDN (ADR 047), the page may be framed by the brand's own domains.
    const onCdn = await page(p, token, { headers: { Merchant: 'DEMO', 'X-Forwarded-Host': 'launch.aurora-play.example', 'X-Forwarded-Proto': 'https' } });
    const ancestors = /frame-ancestors ([^;]*)/.exec(onCdn.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');
    expect(ancestors).toEqual(
      expect.arrayContaining(["'self'", 'https://launch.aurora-play.example', 'https://aurora-play.example', 'https://www.aurora-play.example']),
    );
    const html = await res.text();
    const numero = openPeriod(schedule, now).numero;
    expect(html).toContain(numero);
    const slipKey = /name="slip" value="([^"]+)"/.exec(html)?.[1] as string;
    const fields = { slip: slipKey, numero, play: 'D5', picks: '4,5', unit: '10', multiple: '1' };
    const [a, b] = await Promise.all([page(p, token, form(fields)), page(p, token, form(fields))]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get('Location')).toBe(`/rgs/lottery/${token}?placed=${slipKey}`);
    expect(await mainBalance(player.id)).toBe(98_000);
    const shown = await (await p.fetch(new Request(`${BASE}/rgs/lottery/${token}?placed=${slipKey}`))).text();
    expect(shown).toContain(`Bet placed on draw ${numero}`);
    expect(shown).toContain('4,5 ×1');
  });

  it("refuses a slip past the player's wager limit before any stake moves, saying what is left and until when", async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    await env.DB.prepare("INSERT INTO rg_limits (merchant_code, account_id, kind, period, amount_minor, updated_at) VALUES (?1, ?2, 'WAGER', 'DAY', 1500, ?3)")
      .bind(M, player.id, Date.now())
      .run();
    const token = await gameSession(player);
    const numero = openPeriod(schedule, now).numero;
    const res = await page(p, token, form({ slip: `slip-${player.id}-rg`, numero, play: 'D5', picks: '4,5', unit: '10', multiple: '1' }));
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/role="alert" id="form-error">This bet would pass a limit you set: 15\.00 left until [^<]+\. Nothing was taken\.<\/p>/);
    expect(await mainBalance(player.id)).toBe(100_000);
  });

  it('refuses a slip while the member has terms to accept, before any stake moves', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    // A version taken effect since the launch: nothing of the member's is accepted any more.
    await env.DB.prepare('DELETE FROM legal_acceptances WHERE account_id = ?1').bind(player.id).run();
    const token = await gameSession(player);
    const numero = openPeriod(schedule, now).numero;
    const res = await page(p, token, form({ slip: `slip-${player.id}-legal`, numero, play: 'D5', picks: '4,5', unit: '10', multiple: '1' }));
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Our terms or privacy policy have changed: accept the new version on the site to bet again. Nothing was taken.');
    expect(await mainBalance(player.id)).toBe(100_000);
  });

  it('keeps typed values and shows the message under the field when refused, in Korean too', async () => {
    const { p, now } = atSecond(5);
    const player = await newPlayer(100_000);
    const token = await gameSession(player, 'KO');
    const numero = openPeriod(schedule, now).numero;
    const res = await page(p, token, form({ slip: `slip-${player.id}-x`, numero, play: 'L2', picks: '7', unit: 'abc', multiple: '1' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('lang="ko"');
    expect(html).toContain('id="picks-error"');
    expect(html).toContain('value="7"');
    expect(html).toContain('0보다 큰 금액');
    expect(await mainBalance(player.id)).toBe(100_000);
  });

  it('answers an unknown or ended game session with a message, not a form', async () => {
    const res = await page(base, 'unknown-token-123456');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<form');
  });
});

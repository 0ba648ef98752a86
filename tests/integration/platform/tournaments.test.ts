/**
 * Tournaments and races (docs/platform-protocol.md "Tournaments"; docs/decisions/066): settled rounds
 * score in the settlement's own batch (only covered games, only stakes at the minimum, only members
 * who are in), ties go to who reached the score first, a buy-in goes through the ledger, an excluded
 * member is never entered, and a run's end ranks its entrants and pays each prize once (money,
 * bonus, points) with an inbox message, the books balancing to the cent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#platform/src/env';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import type { MoneyResult } from '#platform/src/modules/ledger/money-command';
import { maskedName } from '#platform/src/modules/games/masked-name';
import { combine, compareStandings, roundPoints, type Scoring, type Standing } from '#platform/src/modules/tournaments/rules';
import { accountsPlatform, authed, env, newAccountLikeDown1, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { books, mainBalance } from './play-support';
import { sessionFor } from './records-support';
import { executeMoneyCommand } from '#platform/src/modules/ledger/commands';

let p: AccountsPlatform;
const MERCHANT = 'DEMO';
const gate = () => walletGate(env as unknown as Env);

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

type Member = { id: number; token: string; username: string };

let members = 0;
async function member(balanceMinor = 100_000): Promise<Member> {
  // A session written straight to D1 (these tests are not about logging in: a login's password hash is most of a member's cost).
  const account = await newAccountLikeDown1(`tour${++members}`, { nickname: 'Tour' });
  const m = { ...account, token: await sessionFor(account.id) };
  const opened = await gate().execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: m.id,
    key: `opening:${m.id}`,
    amountMinor: balanceMinor,
    kind: 'OPENING',
    contra: 'CASH_IN',
  });
  expect(opened.ok).toBe(true);
  return m;
}

let rounds = 0;
const SLOT = { gameId: null, gameName: 'Test slot', vendorCode: 'AP', gameType: 'RNG' };
const play = (m: Member, stakeMinor: number, payoutMinor: number, game = SLOT) =>
  gate().execute({
    op: 'bet.play',
    merchant: MERCHANT,
    accountId: m.id,
    roundId: `tour-round-${Date.now()}-${++rounds}`,
    stakeMinor,
    payoutMinor,
    validMinor: stakeMinor,
    game,
  }) as Promise<MoneyResult<Record<string, unknown>>>;

const json = (body: unknown) => ({ method: 'PUT', body });
const post = (body: unknown) => ({ method: 'POST', body });

/** Sets up a series whose run holds now for weeks (so no test meets a period's end by accident); answers its current run's code. */
async function series(code: string, rules: Record<string, unknown>): Promise<string> {
  const saved = await callJson(
    p,
    '/__dev/tournaments',
    json({
      code,
      kind: 'TOURNAMENT',
      names: { en: `Test ${code}`, ko: `테스트 ${code}` },
      games: { types: ['RNG'] },
      entry: 'AUTO',
      scoring: 'STAKE',
      prizes: [{ fromRank: 1, toRank: 1, kind: 'MONEY', amount: 50 }],
      periodMinutes: 44_640,
      ...rules,
    }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const run = await env.DB.prepare('SELECT code FROM tournaments WHERE merchant_code = ?1 AND code LIKE ?2 AND starts_at <= ?3 AND ends_at > ?3')
    .bind(MERCHANT, `${code}-%`, Date.now())
    .first<{ code: string }>();
  return run!.code;
}

const mine = async (m: Member, code: string) => {
  const { status, body } = await callJson(p, `/wps/member/tournaments?code=${code}`, { headers: authed(m.token) });
  expect(status).toBe(200);
  return body.value as { excluded: boolean; list: { code: string; score: number; position: number | null; entrants: number; prize: any; state: string }[] };
};
const standingOf = async (m: Member, code: string) => (await mine(m, code)).list[0];
const join = (m: Member, code: string) => callJson(p, '/wps/member/tournament/join', { headers: authed(m.token), body: { code } });
const end = (code: string) => callJson(p, '/__dev/tournaments/end', post({ code }));

/**
 * A run's board recomputed from the raw rounds with the rules' own functions: every settled round of
 * an entrant staked in the run (after they joined) and settled before its end, on a covered game, in
 * settlement order.
 */
async function recomputed(code: string): Promise<{ accountId: number; score: number }[]> {
  const run = (await env.DB.prepare('SELECT * FROM tournaments WHERE merchant_code = ?1 AND code = ?2').bind(MERCHANT, code).first<Record<string, any>>())!;
  const types: string[] = JSON.parse(run.games).types ?? [];
  const { results } = await env.DB.prepare(
    `SELECT b.id, b.account_id, b.stake_minor, b.payout_minor, b.settled_at, b.game_type FROM bets b
       JOIN tournament_entries e ON e.tournament_id = ?1 AND e.account_id = b.account_id
      WHERE b.merchant_code = ?2 AND b.status = 'SETTLED' AND b.created_at >= ?3 AND b.settled_at < ?4 AND b.created_at >= e.joined_at
      ORDER BY b.settled_at, b.id`,
  )
    .bind(run.id, MERCHANT, run.starts_at, run.ends_at)
    .all<{ id: number; account_id: number; stake_minor: number; payout_minor: number; settled_at: number; game_type: string }>();
  const board = new Map<number, Standing>();
  for (const bet of results) {
    if (!types.includes(bet.game_type)) continue;
    const points = roundPoints(run.scoring as Scoring, run.min_stake_minor, { stakeMinor: bet.stake_minor, payoutMinor: bet.payout_minor });
    if (points === null) continue;
    const was = board.get(bet.account_id) ?? { accountId: bet.account_id, score: 0, reachedAt: null, reachedBet: null };
    const score = combine(run.scoring as Scoring, was.score, points);
    board.set(bet.account_id, score > was.score ? { accountId: bet.account_id, score, reachedAt: bet.settled_at, reachedBet: bet.id } : was);
  }
  return [...board.values()]
    .filter((s) => s.score > 0)
    .sort(compareStandings)
    .map((s) => ({ accountId: s.accountId, score: s.score }));
}

async function stored(code: string) {
  const { results } = await env.DB.prepare(
    `SELECT e.account_id AS accountId, e.score FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id
      WHERE t.merchant_code = ?1 AND t.code = ?2 AND e.score > 0 ORDER BY e.score DESC, e.reached_at, e.reached_bet`,
  )
    .bind(MERCHANT, code)
    .all<{ accountId: number; score: number }>();
  return results;
}

describe("the demo brand's tournaments", () => {
  it('are listed with their rules, prizes and schedule: the hourly race running and the next one coming', async () => {
    const { status, body } = await callJson(p, '/wps/tournament/list');
    expect(status).toBe(200);
    const races = body.value.list.filter((run: { code: string }) => run.code.startsWith('SLOTS-RACE-'));
    expect(races.map((run: { state: string }) => run.state)).toEqual(['RUNNING', 'UPCOMING']);
    expect(races[0]).toMatchObject({
      kind: 'RACE',
      name: 'Hourly slots race',
      entry: 'OPT_IN',
      buyIn: null,
      scoring: 'STAKE',
      minStake: 1,
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'MONEY', amount: 100, turnoverMultiplier: null },
        { fromRank: 2, toRank: 3, kind: 'MONEY', amount: 25, turnoverMultiplier: null },
        { fromRank: 4, toRank: 10, kind: 'POINTS', amount: 200, turnoverMultiplier: null },
      ],
      games: { types: [{ code: 'RNG', name: 'Slots' }], vendors: [], games: [] },
    });
    expect(races[0].endsAt - races[0].startsAt).toBe(3_600_000);
    expect(races[1].startsAt).toBe(races[0].endsAt);
    expect(body.value.list.find((run: { code: string }) => run.code.startsWith('HIGH-ROLLER-'))).toMatchObject({ entry: 'BUY_IN', buyIn: 10 });
    const korean = await callJson(p, '/wps/tournament/list', { headers: { Language: 'KO' } });
    expect(korean.body.value.list.map((run: { name: string }) => run.name)).toContain('매시간 슬롯 레이스');
  });

  it('one run answers with its board; an unknown code is not found and a missing one a clear error', async () => {
    const list = (await callJson(p, '/wps/tournament/list')).body.value.list;
    const code = list[0].code as string;
    const { status, body } = await callJson(p, `/wps/tournament/detail?code=${code.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ code, board: expect.any(Array) });
    const unknown = await callJson(p, '/wps/tournament/detail?code=NOPE-1');
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'tournament.not_found']);
    const missing = await callJson(p, '/wps/tournament/detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/code/);
  });
});

describe('an opt-in run scoring stakes', () => {
  let code: string;
  beforeAll(async () => {
    code = await series('T-STAKE', { entry: 'OPT_IN', scoring: 'STAKE', minStake: 1 });
  });

  it('scores only after the member joins, only covered games and stakes at the minimum; ties go to who reached the score first', async () => {
    const [a, b] = [await member(), await member()];
    expect((await play(a, 500, 0)).ok).toBe(true);
    expect(await mine(a, code)).toEqual({ excluded: false, list: [] });
    expect((await join(a, code)).status).toBe(200);
    const again = await join(a, code);
    expect([again.status, again.body.value.joined]).toEqual([200, false]);
    expect(await standingOf(a, code)).toMatchObject({ score: 0, position: null, entrants: 1, state: 'RUNNING' });

    const scored = await play(a, 300, 0);
    expect(scored.ok && scored.value.tournaments).toContain(code);
    await play(a, 50, 0); // under the minimum stake of 1.00
    await play(a, 300, 900, { ...SLOT, gameType: 'LIVE' }); // a game the run does not cover
    expect(await standingOf(a, code)).toMatchObject({ score: 3, position: 1 });

    expect((await join(b, code)).status).toBe(200);
    await play(b, 300, 0);
    // The same score, reached later: second.
    expect(await standingOf(b, code)).toMatchObject({ score: 3, position: 2, entrants: 2 });
    await play(b, 100, 0);
    expect(await standingOf(b, code)).toMatchObject({ score: 4, position: 1 });
    expect(await standingOf(a, code)).toMatchObject({ position: 2 });

    const detail = await callJson(p, `/wps/tournament/detail?code=${code}`);
    expect(detail.body.value.board.slice(0, 2).map((line: any) => [line.rank, line.score])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(detail.body.value.board[0].name).toBe(maskedName(b.username));
    expect(await stored(code)).toEqual(await recomputed(code));
  });

  it('refuses to join with a clear error: an unknown run, an automatic one, and a member under an exclusion', async () => {
    const m = await member();
    const unknown = await join(m, 'NOPE-202601010000');
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'tournament.not_found']);
    const auto = await series('T-AUTO-JOIN', { entry: 'AUTO' });
    const automatic = await join(m, auto);
    expect([automatic.status, automatic.body.errorCode]).toEqual([409, 'tournament.automatic']);
    const excluded = await gate().execute({ op: 'rg.exclude', merchant: MERCHANT, accountId: m.id, length: '24H', sessionId: 'x'.repeat(24) });
    expect(excluded.ok, JSON.stringify(excluded)).toBe(true);
    // The exclusion ended the member's sessions; the wallet refuses whoever asks.
    const refused = await gate().execute({ op: 'tournament.join', merchant: MERCHANT, accountId: m.id, code });
    expect(refused.ok || refused.code).toBe('rg.excluded');
  });
});

describe('an automatic run scoring the best multiplier', () => {
  it("keeps each member's best round, dated when it was reached, and never enters a member under an exclusion", async () => {
    const code = await series('T-MULTI', { entry: 'AUTO', scoring: 'MULTIPLIER', minStake: 0.5 });
    const [a, b] = [await member(), await member()];
    await play(a, 100, 1250); // ×12.50
    await play(a, 100, 200); // ×2: not better
    await play(b, 40, 4000); // under the minimum stake
    await play(b, 200, 2500); // ×12.50, later: second
    expect(await standingOf(a, code)).toMatchObject({ score: 12.5, position: 1 });
    expect(await standingOf(b, code)).toMatchObject({ score: 12.5, position: 2 });

    // A round staked before an exclusion and settled during it enters nobody.
    const c = await member();
    const roundId = `tour-open-${Date.now()}`;
    expect((await gate().execute({ op: 'bet.place', merchant: MERCHANT, accountId: c.id, roundId, stakeMinor: 100, game: SLOT })).ok).toBe(true);
    expect((await gate().execute({ op: 'rg.exclude', merchant: MERCHANT, accountId: c.id, length: '24H', sessionId: 'x'.repeat(24) })).ok).toBe(true);
    expect((await gate().execute({ op: 'bet.settle', merchant: MERCHANT, accountId: c.id, roundId, payoutMinor: 5000, validMinor: 100 })).ok).toBe(true);
    const entry = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id WHERE t.code = ?1 AND e.account_id = ?2',
    )
      .bind(code, c.id)
      .first<{ n: number }>();
    expect(entry!.n).toBe(0);
    expect(await stored(code)).toEqual(await recomputed(code));
  });
});

describe('a buy-in run, to its end', () => {
  it('takes each buy-in once through the ledger, ranks at the end and pays every prize once, with the books balanced', async () => {
    const code = await series('T-BUYIN', {
      entry: 'BUY_IN',
      buyIn: 10,
      scoring: 'WIN',
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'MONEY', amount: 50 },
        { fromRank: 2, toRank: 2, kind: 'BONUS', amount: 20, turnoverMultiplier: 5 },
        { fromRank: 3, toRank: 3, kind: 'POINTS', amount: 300 },
      ],
    });
    const poor = await member(500);
    const short = await join(poor, code);
    expect([short.status, short.body.errorCode]).toEqual([400, 'wallet.insufficient_balance']);

    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    for (const m of [a, b, c, d]) {
      const joined = await join(m, code);
      expect([joined.status, joined.body.value.buyIn]).toEqual([200, 10]);
      expect(await mainBalance(m.id)).toBe(99_000);
    }
    expect((await join(a, code)).body.value).toMatchObject({ joined: false, buyIn: 0 });
    expect(await mainBalance(a.id)).toBe(99_000);
    await play(a, 100, 3000);
    await play(b, 100, 5000);
    await play(c, 100, 1000);
    await play(d, 100, 0);
    expect(await stored(code)).toEqual(await recomputed(code));

    const before = { a: await mainBalance(a.id), b: await mainBalance(b.id), c: await mainBalance(c.id) };
    const ended = await end(code);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.value).toMatchObject({ finished: true, prizesPaid: 3 });
    // 1st b: 50.00 cash; 2nd a: a 20.00 bonus; 3rd c: 300 points; d nothing.
    expect(await mainBalance(b.id)).toBe(before.b + 5000);
    expect(await mainBalance(a.id)).toBe(before.a + 2000);
    expect(await mainBalance(c.id)).toBe(before.c);
    const points = await env.DB.prepare("SELECT points FROM points_movements WHERE account_id = ?1 AND entry_key LIKE 'tournament:%'")
      .bind(c.id)
      .first<{ points: number }>();
    expect(points!.points).toBe(300);
    const bonus = await env.DB.prepare('SELECT kind FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2')
      .bind(MERCHANT, `tournament:${await runId(code)}:${a.id}`)
      .first<{ kind: string }>();
    expect(bonus!.kind).toBe('BONUS');
    for (const m of [a, b, c]) {
      const inbox = await env.DB.prepare('SELECT title FROM inbox_messages WHERE account_id = ?1 ORDER BY id DESC LIMIT 1')
        .bind(m.id)
        .first<{ title: string }>();
      expect(inbox!.title).toMatch(new RegExp(`Test T-BUYIN: you finished #[123]`));
    }
    expect(await standingOf(b, code)).toMatchObject({ state: 'FINISHED', position: 1, prize: { kind: 'MONEY', amount: 50, paid: true } });
    // d won nothing: no score, no rank, no prize.
    expect(await standingOf(d, code)).toMatchObject({ state: 'FINISHED', score: 0, position: null, prize: null });
    // The run's account: four buy-ins in, the house's top-up, the prize out: nothing left.
    const account = await env.DB.prepare(
      "SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = 0 AND kind = 'TOURNAMENT' AND vendor_code = ?2",
    )
      .bind(MERCHANT, code)
      .first<{ balance_minor: number }>();
    expect(account!.balance_minor).toBe(0);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });

    // Ended again, swept again, a round after the end: nothing moves.
    const paidBefore = await mainBalance(b.id);
    expect((await end(code)).body.value).toMatchObject({ finished: true, prizesPaid: 3 });
    expect((await callJson(p, '/__dev/tournaments/sweep', post({}))).status).toBe(200);
    await play(b, 100, 9000);
    expect(await mainBalance(b.id)).toBe(paidBefore - 100 + 9000);
    expect(await standingOf(b, code)).toMatchObject({ score: 50, position: 1 });
    const late = await join(poor, code);
    expect([late.status, late.body.errorCode]).toEqual([409, 'tournament.ended']);
    const board = (await callJson(p, `/wps/tournament/detail?code=${code}`)).body.value;
    expect(board).toMatchObject({ state: 'FINISHED', entrants: 4 });
    expect(board.board.map((line: any) => line.rank)).toEqual([1, 2, 3]);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });
});

describe("a series' change", () => {
  it('remakes the coming runs nobody joined, keeps a coming run members joined and the run under way, and stops making runs when stopped', async () => {
    const base = { entry: 'OPT_IN', scoring: 'STAKE', periodMinutes: 44_640 };
    const current = await series('T-CHANGE', { ...base, prizes: [{ fromRank: 1, toRank: 1, kind: 'POINTS', amount: 5 }] });
    const runsOf = async () =>
      (
        await env.DB.prepare("SELECT code, prizes FROM tournaments WHERE merchant_code = ?1 AND code LIKE 'T-CHANGE-%' ORDER BY starts_at")
          .bind(MERCHANT)
          .all<{ code: string; prizes: string }>()
      ).results;
    const [, coming] = await runsOf();
    expect(coming, 'the next run, made ahead').toBeTruthy();
    // New prizes: the coming run (nobody in it) takes them; the run under way keeps its own.
    await series('T-CHANGE', { ...base, prizes: [{ fromRank: 1, toRank: 1, kind: 'POINTS', amount: 9 }] });
    let runs = await runsOf();
    expect(runs.map((r) => [r.code, JSON.parse(r.prizes)[0].amount])).toEqual([
      [current, 5],
      [coming!.code, 9],
    ]);
    // A member joins the coming run: stopping the series keeps it, and makes no further run.
    const m = await member();
    expect((await join(m, coming!.code)).status).toBe(200);
    const stopped = await callJson(
      p,
      '/__dev/tournaments',
      json({
        code: 'T-CHANGE',
        kind: 'TOURNAMENT',
        names: { en: 'Test T-CHANGE' },
        games: { types: ['RNG'] },
        ...base,
        prizes: [{ fromRank: 1, toRank: 1, kind: 'POINTS', amount: 9 }],
        active: false,
      }),
    );
    expect(stopped.status).toBe(200);
    runs = await runsOf();
    expect(runs.map((r) => r.code)).toEqual([current, coming!.code]);
  });
});

describe('a buy-in, judged where money moves', () => {
  it('is refused, with nothing taken, for a run a settlement claimed while the join was deciding', async () => {
    const code = await series('T-GUARD', { entry: 'BUY_IN', buyIn: 10, scoring: 'WIN' });
    const m = await member();
    // The database as the join sees it: a settlement claims the run just before the join's writes.
    const db = env.DB;
    let claimed = false;
    const racing = new Proxy(db, {
      get(target, key) {
        if (key === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            if (!claimed && statements.length > 2) {
              claimed = true;
              await db
                .prepare("UPDATE tournaments SET state = 'SETTLING', settled_at = ?2 WHERE merchant_code = ?1 AND code = ?3")
                .bind(MERCHANT, Date.now(), code)
                .run();
            }
            return db.batch(statements);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const result = await executeMoneyCommand({ db: racing, now: Date.now() }, { op: 'tournament.join', merchant: MERCHANT, accountId: m.id, code });
    expect(claimed).toBe(true);
    expect(result).toMatchObject({ ok: false, code: 'wallet.state_conflict', message: 'tournament.ended' });
    expect(await mainBalance(m.id)).toBe(100_000);
    const entries = await env.DB.prepare('SELECT COUNT(*) AS n FROM tournament_entries WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(entries!.n).toBe(0);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it('is taken once however many joins come at once', async () => {
    const code = await series('T-PARALLEL', { entry: 'BUY_IN', buyIn: 10, scoring: 'WIN' });
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(m, code)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.value.joined)).toHaveLength(1);
    expect(await mainBalance(m.id)).toBe(99_000);
    const buyIns = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE merchant_code = ?1 AND kind = 'TOURNAMENT_BUYIN' AND reference = ?2")
      .bind(MERCHANT, `tournament:${code}`)
      .first<{ n: number }>();
    expect(buyIns!.n).toBe(1);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it("counts against the member's wager limit, and is refused past it", async () => {
    const code = await series('T-LIMIT', { entry: 'BUY_IN', buyIn: 10, scoring: 'WIN' });
    const m = await member();
    const limited = await gate().execute({
      op: 'rg.limit',
      merchant: MERCHANT,
      accountId: m.id,
      kind: 'WAGER',
      period: 'DAY',
      amountMinor: 1500,
      sessionId: 'x'.repeat(24),
    });
    expect(limited.ok, JSON.stringify(limited)).toBe(true);
    expect((await join(m, code)).status).toBe(200);
    // 10.00 of the day's 15.00 went on the buy-in: a 6.00 stake is past the limit.
    const staked = await play(m, 600, 0);
    expect(staked.ok || staked.code).toBe('rg.limit_reached');
    expect((await play(m, 500, 0)).ok).toBe(true);
    const other = await series('T-LIMIT2', { entry: 'BUY_IN', buyIn: 10, scoring: 'WIN' });
    const refused = await join(m, other);
    expect(refused.body.errorCode).toBe('rg.limit_reached');
  });
});

async function runId(code: string): Promise<number> {
  return (await env.DB.prepare('SELECT id FROM tournaments WHERE merchant_code = ?1 AND code = ?2').bind(MERCHANT, code).first<{ id: number }>())!.id;
}

/**
 * The bonus wallet (docs/platform-protocol.md "Bonus wallet"; docs/decisions/067): a bonus with a
 * turnover is a grant in the BONUS account; stakes take cash first (or bonus first), wins follow the
 * stake, valid bets count by game type, a stake above the maximum is refused with it, a withdrawal
 * never takes bonus money and forfeits an unmet bonus only when the member confirms, the met
 * turnover releases the bonus to cash, an expiry forfeits it, the next queued bonus starts, and the
 * books balance to the cent throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#platform/src/env';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import type { MoneyCommand, MoneyResult } from '#platform/src/modules/ledger/money-command';
import { accountsPlatform, authed, env, newAccountLikeDown1, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { books } from './play-support';
import { sessionFor } from './records-support';
import { DEMO_BONUS_SETTINGS_BODY } from '#platform/seed/bonus-wallet';

let p: AccountsPlatform;
const MERCHANT = 'DEMO';
const gate = () => walletGate(env as unknown as Env);
const execute = (command: MoneyCommand) => gate().execute(command) as Promise<MoneyResult<Record<string, unknown>>>;

const RULES = { enabled: true, stakeOrder: 'CASH_FIRST', contributions: { RNG: 100, LIVE: 10 }, defaultContribution: 50, maxStake: 50, expiryDays: 7 };
const settings = (body: Record<string, unknown>) => callJson(p, '/__dev/bonus-settings', { method: 'PUT', body: { merchant: MERCHANT, ...body } });

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  expect((await settings(RULES)).status).toBe(200);
});

// The demo brand's seeded settings (rules in place, switched off) for every other test file of this runtime.
afterAll(async () => {
  await settings({ ...DEMO_BONUS_SETTINGS_BODY, enabled: false });
});

type Member = { id: number; token: string; username: string };
let members = 0;
async function member(cashMinor: number): Promise<Member> {
  const account = await newAccountLikeDown1(`bonus${++members}`, { nickname: 'Bonus' });
  const m = { ...account, token: await sessionFor(account.id) };
  if (cashMinor > 0) {
    const opened = await execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: m.id,
      key: `opening:${m.id}`,
      amountMinor: cashMinor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }
  return m;
}

let bonuses = 0;
const grant = (m: Member, amountMinor: number, turnoverMultiplier: number, key = `test-bonus:${m.id}:${++bonuses}`) =>
  execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: m.id,
    key,
    amountMinor,
    kind: 'BONUS',
    contra: 'BONUSES',
    reference: key,
    incentive: true,
    turnoverMultiplier,
  });

let rounds = 0;
const SLOT = { gameId: null, gameName: 'Test slot', vendorCode: 'AP', gameType: 'RNG' };
const LIVE = { gameId: null, gameName: 'Test table', vendorCode: 'EVO', gameType: 'LIVE' };
const play = (m: Member, stakeMinor: number, payoutMinor: number, game = SLOT) =>
  execute({ op: 'bet.play', merchant: MERCHANT, accountId: m.id, roundId: `bonus-round-${++rounds}`, stakeMinor, payoutMinor, validMinor: stakeMinor, game });

async function accounts(m: Member): Promise<{ main: number; bonus: number }> {
  const { results } = await env.DB.prepare(
    "SELECT kind, balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind IN ('MAIN', 'BONUS')",
  )
    .bind(MERCHANT, m.id)
    .all<{ kind: string; balance_minor: number }>();
  return { main: results.find((r) => r.kind === 'MAIN')?.balance_minor ?? 0, bonus: results.find((r) => r.kind === 'BONUS')?.balance_minor ?? 0 };
}

const grants = async (m: Member) =>
  (
    await env.DB.prepare(
      'SELECT id, status, amount_minor, turnover_required_minor, turnover_done_minor, ended_minor FROM bonus_grants WHERE account_id = ?1 ORDER BY id',
    )
      .bind(m.id)
      .all<{ id: number; status: string; amount_minor: number; turnover_required_minor: number; turnover_done_minor: number; ended_minor: number | null }>()
  ).results;

const CARD = { cardId: 1, bankName: 'Test bank', maskedNumber: '****1234', accountName: 'Bonus' };
let withdrawals = 0;
const withdraw = (m: Member, amountMinor: number, forfeitGrantId?: number) =>
  execute({
    op: 'withdraw.request',
    merchant: MERCHANT,
    accountId: m.id,
    key: `bonus-withdraw-${m.id}-${++withdrawals}`,
    amountMinor,
    card: CARD,
    forfeitGrantId,
  });

const balanceRead = async (m: Member) => (await callJson(p, '/wps/v2/wallets/balance', { headers: authed(m.token) })).body.value;

/**
 * The member's books: each of their accounts holds the sum of its lines, and every entry that
 * touched them sums to zero. Scoped to the member (the whole journal's scan, books(), runs once at
 * the end: the tier's other files share the database and wait behind a scan).
 */
async function expectBooksBalanced(m: Member) {
  const drift = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM ledger_accounts a WHERE a.merchant_code = ?1 AND a.owner_id = ?2
        AND a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)`,
  )
    .bind(MERCHANT, m.id)
    .first<{ n: number }>();
  const unbalanced = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM (SELECT l.entry_id FROM journal_lines l
        WHERE l.entry_id IN (SELECT entry_id FROM journal_lines WHERE merchant_code = ?1 AND owner_id = ?2)
        GROUP BY l.entry_id HAVING SUM(l.amount_minor) <> 0)`,
  )
    .bind(MERCHANT, m.id)
    .first<{ n: number }>();
  expect({ drift: drift?.n, unbalanced: unbalanced?.n }).toEqual({ drift: 0, unbalanced: 0 });
}

describe('a bonus with a turnover, the bonus wallet on', () => {
  it('is a grant in the BONUS account, apart from cash, with its meter on the balance read', async () => {
    const m = await member(10_000);
    expect((await grant(m, 2_000, 5)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 10_000, bonus: 2_000 });
    const [g] = await grants(m);
    expect(g).toMatchObject({ status: 'ACTIVE', amount_minor: 2_000, turnover_required_minor: 10_000, turnover_done_minor: 0 });
    const read = await balanceRead(m);
    expect(read.balance).toBe(100);
    expect(read.bonusBalance).toBe(20);
    expect(read.bonus).toMatchObject({ grantId: g!.id, amount: 20, turnoverRequired: 100, turnoverDone: 0, turnoverLeft: 100, maxStake: 50, queued: 0 });
    // A repeat of the same key grants nothing more.
    const key = `test-bonus:${m.id}:repeat`;
    await grant(m, 1_000, 5, key);
    expect(await grant(m, 1_000, 5, key)).toEqual({ ok: true, value: { posted: false } });
    expect((await grants(m)).length).toBe(2);
    await expectBooksBalanced(m);
  });

  it('stakes cash first; a win follows its stake; the meter counts each game type by its share', async () => {
    const m = await member(1_000);
    await grant(m, 5_000, 10);
    // Within cash: the bonus is untouched; the win is cash.
    expect((await play(m, 1_000, 1_500)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 1_500, bonus: 5_000 });
    // 2,000 with 1,500 cash: 500 from the bonus; the 3,000 win splits 3:1 (2,250 cash, 750 bonus).
    expect((await play(m, 2_000, 3_000)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 2_250, bonus: 5_250 });
    // A live round counts 10%.
    expect((await play(m, 1_000, 0, LIVE)).ok).toBe(true);
    expect((await grants(m))[0]!.turnover_done_minor).toBe(1_000 + 2_000 + 100);
    await expectBooksBalanced(m);
  });

  it('refuses a stake above the maximum with the maximum, moving nothing', async () => {
    const m = await member(100_000);
    await grant(m, 1_000, 5);
    const refused = await play(m, 5_001, 0);
    expect(refused).toMatchObject({ ok: false, code: 'bonus.max_stake', detail: { maxStake: 50 } });
    expect(await accounts(m)).toEqual({ main: 100_000, bonus: 1_000 });
    expect((await play(m, 5_000, 0)).ok).toBe(true);
  });

  it('never withdraws bonus money; an unmet bonus is forfeited only when the member confirms, with the amount', async () => {
    const m = await member(3_000);
    await grant(m, 2_000, 5);
    const [active] = await grants(m);
    // More than cash: refused, though cash and bonus together would cover it.
    expect(await withdraw(m, 4_000, active!.id)).toMatchObject({ ok: false, code: 'wallet.insufficient_balance' });
    const asked = await withdraw(m, 2_000);
    expect(asked).toMatchObject({ ok: false, code: 'bonus.forfeit_required', detail: { grantId: active!.id, bonus: 20, turnoverLeft: 100 } });
    // A consent that names another bonus (one the page showed, since ended) forfeits nothing.
    expect(await withdraw(m, 2_000, active!.id + 1)).toMatchObject({ ok: false, code: 'bonus.forfeit_required' });
    expect(await accounts(m)).toEqual({ main: 3_000, bonus: 2_000 });
    expect((await withdraw(m, 2_000, active!.id)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 0 });
    expect((await grants(m))[0]).toMatchObject({ status: 'FORFEITED', ended_minor: 2_000 });
    // The agents' reports count what bonuses cost: a bonus given back costs nothing.
    const reported = await env.DB.prepare('SELECT COALESCE(SUM(bonus_minor), 0) AS n FROM report_money_rollups WHERE account_id = ?1')
      .bind(m.id)
      .first<{ n: number }>();
    expect(reported?.n).toBe(0);
    await expectBooksBalanced(m);
  });

  it('releases the bonus balance to cash when the turnover is met; then a withdrawal needs no forfeit', async () => {
    const m = await member(0);
    await grant(m, 1_000, 3);
    // Bonus only: 1,000 staked from it, won back 1,200 as bonus; then 2,000 more of turnover.
    expect((await play(m, 1_000, 1_200)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 0, bonus: 1_200 });
    expect((await play(m, 1_000, 900)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 0, bonus: 1_100 });
    expect((await balanceRead(m)).bonus).toMatchObject({ turnoverDone: 20, turnoverLeft: 10 });
    expect((await play(m, 1_000, 1_000)).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 1_100, bonus: 0 });
    expect((await grants(m))[0]).toMatchObject({ status: 'RELEASED', turnover_done_minor: 3_000, ended_minor: 1_100 });
    expect((await balanceRead(m)).bonus).toBeNull();
    // The member's records show the release as a bonus movement into cash (the bonus wallet's own lines are not cash).
    const now = Date.now();
    const records = await callJson(p, `/wps/relay/ODSFE2_MemTransDet?startTime=${now - 3_600_000}&endTime=${now + 60_000}&type=BONUS`, {
      headers: authed(m.token),
    });
    expect(records.body.value.list.map((row: { type: string; amount: number }) => [row.type, row.amount])).toEqual([['BONUS_RELEASE', 11]]);
    expect((await withdraw(m, 1_000)).ok).toBe(true);
    await expectBooksBalanced(m);
  });

  it('queues a second bonus behind the active one and starts it, credited, when the first ends', async () => {
    const m = await member(1_000);
    await grant(m, 1_000, 2);
    await grant(m, 700, 4);
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 1_000 });
    expect((await balanceRead(m)).bonus).toMatchObject({ amount: 10, queued: 1 });
    const listed = (await callJson(p, '/wps/relay/MCS2_getPromotionClaimList', { headers: authed(m.token) })).body.value.list;
    expect(listed.map((row: { grant: { status: string } }) => row.grant?.status)).toEqual(['QUEUED', 'ACTIVE']);
    // The first expires (the operator's tool): its balance goes back, the second starts.
    expect((await callJson(p, '/__dev/bonus/expire', { method: 'POST', body: { merchant: MERCHANT, username: m.username } })).status).toBe(200);
    const [first, second] = await grants(m);
    expect(first).toMatchObject({ status: 'EXPIRED', ended_minor: 1_000 });
    expect(second).toMatchObject({ status: 'ACTIVE', turnover_required_minor: 2_800 });
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 700 });
    await expectBooksBalanced(m);
  });

  it('ends as spent when bonus-first play loses the whole bonus', async () => {
    expect((await settings({ ...RULES, stakeOrder: 'BONUS_FIRST' })).status).toBe(200);
    try {
      const m = await member(5_000);
      await grant(m, 1_000, 10);
      expect((await play(m, 600, 0)).ok).toBe(true);
      expect(await accounts(m)).toEqual({ main: 5_000, bonus: 400 });
      // 1,000: 400 of bonus, 600 of cash; lost.
      expect((await play(m, 1_000, 0)).ok).toBe(true);
      expect(await accounts(m)).toEqual({ main: 4_400, bonus: 0 });
      expect((await grants(m))[0]).toMatchObject({ status: 'SPENT' });
      // No bonus any more: no maximum, no forfeit.
      expect((await play(m, 4_000, 0)).ok).toBe(true);
    } finally {
      await settings(RULES);
    }
  });

  it('forfeits the bonus part of a win that settles after its bonus was forfeited', async () => {
    const m = await member(0);
    await grant(m, 2_000, 5);
    const roundId = `bonus-open-${++rounds}`;
    expect((await execute({ op: 'bet.place', merchant: MERCHANT, accountId: m.id, roundId, stakeMinor: 1_000, game: SLOT })).ok).toBe(true);
    const forfeited = await execute({ op: 'bonus.forfeit', merchant: MERCHANT, accountId: m.id });
    expect(forfeited).toMatchObject({ ok: true, value: { forfeitedMinor: 1_000 } });
    expect((await execute({ op: 'bet.settle', merchant: MERCHANT, accountId: m.id, roundId, payoutMinor: 3_000, validMinor: 1_000 })).ok).toBe(true);
    expect(await accounts(m)).toEqual({ main: 0, bonus: 0 });
    await expectBooksBalanced(m);
  });

  it('forfeits a bonus past its expiry when a round settles, before its meter could release it', async () => {
    const m = await member(0);
    await grant(m, 1_000, 1);
    const roundId = `bonus-expiring-${++rounds}`;
    expect((await execute({ op: 'bet.place', merchant: MERCHANT, accountId: m.id, roundId, stakeMinor: 1_000, game: SLOT })).ok).toBe(true);
    // The expiry passes before the sweep comes; the settlement would otherwise meet the turnover.
    await env.DB.prepare("UPDATE bonus_grants SET expires_at = ?2 WHERE account_id = ?1 AND status = 'ACTIVE'")
      .bind(m.id, Date.now() - 1)
      .run();
    expect((await execute({ op: 'bet.settle', merchant: MERCHANT, accountId: m.id, roundId, payoutMinor: 2_500, validMinor: 1_000 })).ok).toBe(true);
    expect((await grants(m))[0]).toMatchObject({ status: 'EXPIRED', ended_minor: 0 });
    // The whole win was the bonus's, forfeited with it: nothing reached cash.
    expect(await accounts(m)).toEqual({ main: 0, bonus: 0 });
    await expectBooksBalanced(m);
  });

  it('starts no queued bonus during an exclusion, and a closure gives every bonus back', async () => {
    const m = await member(1_000);
    await grant(m, 800, 2);
    await grant(m, 600, 2);
    expect((await execute({ op: 'rg.exclude', merchant: MERCHANT, accountId: m.id, length: '24H', sessionId: 'bonus-test' })).ok).toBe(true);
    expect((await execute({ op: 'bonus.forfeit', merchant: MERCHANT, accountId: m.id })).ok).toBe(true);
    expect((await grants(m)).map((g) => g.status)).toEqual(['FORFEITED', 'QUEUED']);
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 0 });
    // The account closes (an erasure): the queued bonus is cancelled, never credited.
    expect(await execute({ op: 'bonus.forfeit', merchant: MERCHANT, accountId: m.id, all: true })).toMatchObject({
      ok: true,
      value: { grantId: null, forfeitedMinor: 0 },
    });
    expect((await grants(m)).map((g) => [g.status, g.ended_minor])).toEqual([
      ['FORFEITED', 800],
      ['FORFEITED', 0],
    ]);
    await expectBooksBalanced(m);
  });

  it('lets the member give up the active bonus, and only the one their page showed', async () => {
    const m = await member(1_000);
    await grant(m, 1_500, 5);
    const [g] = await grants(m);
    const stale = await callJson(p, '/wps/member/bonus/forfeit', { method: 'POST', headers: authed(m.token), body: { grantId: g!.id + 1000 } });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('bonus.changed');
    const bad = await callJson(p, '/wps/member/bonus/forfeit', { method: 'POST', headers: authed(m.token), body: { grantId: 'x' } });
    expect(bad.status).toBe(400);
    const given = await callJson(p, '/wps/member/bonus/forfeit', { method: 'POST', headers: authed(m.token), body: { grantId: g!.id } });
    expect(given.body.value).toEqual({ grantId: g!.id, forfeited: 15 });
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 0 });
    const none = await callJson(p, '/wps/member/bonus/forfeit', { method: 'POST', headers: authed(m.token), body: { grantId: g!.id } });
    expect(none.status).toBe(404);
  });

  it('answers a repeated forfeit (the same request id) with what the first one moved, moving nothing', async () => {
    const m = await member(1_000);
    await grant(m, 1_500, 5);
    await grant(m, 700, 5);
    const [g] = await grants(m);
    const forfeit = (requestId: unknown) =>
      callJson(p, '/wps/member/bonus/forfeit', { method: 'POST', headers: authed(m.token), body: { grantId: g!.id, requestId } });
    expect((await forfeit('short')).body).toMatchObject({ errorCode: expect.any(String), message: expect.stringContaining('requestId') });
    // A double click: both posts at once, serialised by the wallet's lock; one forfeit, one answer.
    const [first, second] = await Promise.all([forfeit('forfeit-req-0001'), forfeit('forfeit-req-0001')]);
    expect(first.body.value).toEqual({ grantId: g!.id, forfeited: 15 });
    expect(second.body.value).toEqual(first.body.value);
    // The next bonus started (it is active now): the repeat neither forfeits it nor answers 'changed'.
    expect((await grants(m)).map((x) => x.status)).toEqual(['FORFEITED', 'ACTIVE']);
    expect((await forfeit('forfeit-req-0001')).body.value).toEqual(first.body.value);
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 700 });
    // Another request naming the forfeited bonus is judged afresh: the active bonus is another one.
    expect((await forfeit('forfeit-req-0002')).body.errorCode).toBe('bonus.changed');
    // The first request's id naming another bonus is another request: refused, nothing forfeited.
    const [, next] = await grants(m);
    const reused = await callJson(p, '/wps/member/bonus/forfeit', {
      method: 'POST',
      headers: authed(m.token),
      body: { grantId: next!.id, requestId: 'forfeit-req-0001' },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('wallet.idempotency_key_reused');
    expect(await accounts(m)).toEqual({ main: 1_000, bonus: 700 });
    // A closure's forfeit (no request id) is never taken for the member's own.
    expect((await execute({ op: 'bonus.forfeit', merchant: MERCHANT, accountId: m.id, all: true })).ok).toBe(true);
    expect((await forfeit('forfeit-req-0003')).status).toBe(404);
    await expectBooksBalanced(m);
  });
});

describe('a brand without the bonus wallet', () => {
  it('pays a bonus with a turnover to cash, as before', async () => {
    expect((await settings({ enabled: false })).status).toBe(200);
    try {
      const m = await member(0);
      await grant(m, 2_000, 5);
      expect(await accounts(m)).toEqual({ main: 2_000, bonus: 0 });
      expect(await grants(m)).toEqual([]);
      const read = await balanceRead(m);
      expect(read.bonusBalance).toBeUndefined();
    } finally {
      await settings(RULES);
    }
  });
});

describe('the books after every bonus above', () => {
  it('sum to zero, every account holding the sum of its lines, every entry balanced', async () => {
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });
});

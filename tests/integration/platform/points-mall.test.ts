/**
 * The points mall (docs/platform-protocol.md "Points mall"): the rules, the catalogue, redemptions
 * behind the payment password (stock, points, limits, idempotent repeats, concurrent redemptions
 * that never oversell or overspend), the operator's decision (a rejection gives points and stock
 * back once), conversions to money through the ledger (once, never below zero, a crash between
 * the points debit and the money credit completed once), point details by type with paging, and
 * points from settled bets per game type. Every member here is fresh.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#platform/src/index';
import type { Env as PlatformEnv } from '#platform/src/env';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { platformHeaders } from '../support/platform';
import { accountsPlatform, authed, env, loginOk, sealed, seedDemoAccounts, type AccountsPlatform, newAccountLikeDown1 } from './accounts-client';
import { BASE, callJson, type Envelope } from './client';

const MERCHANT = 'DEMO';
const PAY_PASSWORD = 'Pay-2468';
const IP = '198.51.100.141';
const COFFEE = 7001; // 50 points, stock 1,000,000, no delivery
const CINEMA = 7002; // 120 points, at most 4 per member
const HOODIE = 7005; // 800 points, ships (address and phone)

let p: AccountsPlatform;
let payHash: string;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  payHash = encodePasswordHash(await hashPassword(p.env, PAY_PASSWORD));
});

interface Member {
  id: number;
  username: string;
  token: string;
}

/** A member of its own with the payment password and `points` granted by one ADJUSTMENT movement. */
async function newMember(points = 1_000): Promise<Member> {
  const { id, username } = await newAccountLikeDown1('pm', { nickname: 'Points', paymentPassword: payHash });
  if (points > 0) await grant(id, points, `test-grant:${username}`);
  const login = await loginOk(p, username, 'Down2024', IP);
  return { id, username, token: login.token as string };
}

const grant = (accountId: number, points: number, key: string) =>
  env.DB.prepare(
    `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at) VALUES (?1, ?2, 'ADJUSTMENT', ?3, 'test', ?4, ?5)`,
  )
    .bind(MERCHANT, accountId, points, key, Date.now())
    .run();

let keys = 0;
const newKey = () => `pm-test-${Date.now()}-${++keys}`;

async function sealedPost(m: Member, path: string, body: Record<string, unknown>, on: AccountsPlatform = p): Promise<{ status: number; body: Envelope }> {
  const seal = await sealed(on, body);
  const res = await on.fetch(new Request(BASE + path, { method: 'POST', headers: platformHeaders({ ...authed(m.token), ...seal.headers }), body: seal.body }));
  return { status: res.status, body: (await res.json()) as Envelope };
}

const redeem = (m: Member, body: Record<string, unknown>) =>
  sealedPost(m, '/wps/relay/passwordCheck/MCS2_redeemPointReward', { paymentPassword: PAY_PASSWORD, requestId: newKey(), quantity: 1, ...body });
const convert = (m: Member, body: Record<string, unknown>, on: AccountsPlatform = p) =>
  sealedPost(m, '/wps/relay/passwordCheck/MCS2_convertPoint', { paymentPassword: PAY_PASSWORD, requestId: newKey(), ...body }, on);
const get = (m: Member, path: string) => callJson(p, path, { headers: authed(m.token) });
const dev = (path: string, body: unknown) => callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });

async function points(m: Member): Promise<number> {
  const { status, body } = await get(m, '/wps/relay/MCS2_getPointBalance');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.points as number;
}

/** The balance recomputed from the movements: it must always equal the kept balance. */
async function recomputed(m: Member): Promise<number> {
  const row = await env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS s FROM points_movements WHERE account_id = ?1').bind(m.id).first<{ s: number }>();
  return row!.s;
}

const stockOf = async (rewardId: number) =>
  (await env.DB.prepare('SELECT stock FROM point_rewards WHERE id = ?1').bind(rewardId).first<{ stock: number }>())!.stock;
const setStock = (rewardId: number, stock: number) => env.DB.prepare('UPDATE point_rewards SET stock = ?2 WHERE id = ?1').bind(rewardId, stock).run();

async function money(m: Member): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(m.id).first<{ b: number }>();
  return row?.b ?? 0;
}

async function conversionEntries(m: Member): Promise<{ n: number; total: number }> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(l.amount_minor), 0) AS total FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id WHERE e.kind = 'POINTS' AND a.owner_id = ?1 AND a.kind = 'MAIN'`,
  )
    .bind(m.id)
    .first<{ n: number; total: number }>();
  return row!;
}

describe('rules and catalogue', () => {
  it('answers the brand rules: the deposit ratio table, points per game type, the conversion rate and minimums', async () => {
    const m = await newMember(0);
    const { status, body } = await get(m, '/wps/relay/MCS2_getPointConfig');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value.depositRatios).toEqual([
      { minDeposit: 10, amountPerPoint: 10 },
      { minDeposit: 1000, amountPerPoint: 5 },
    ]);
    expect(body.value.betRatios).toContainEqual({ gameType: 'LIVE', pointType: 'LIVE', validAmountPerPoint: 100 });
    expect(body.value).toMatchObject({
      convertEnabled: true,
      convertRate: 0.1,
      convertMinPoints: 100,
      convertStepPoints: 10,
      redeemMaxQuantity: 5,
      pointsExpire: false,
    });
  });

  it('lists rewards by exchange type with their stock, in the member language; visitors and trial accounts are refused', async () => {
    const m = await newMember(0);
    const all = (await get(m, '/wps/relay/MCS2_getPointReward')).body.value.list as { rewardId: number; exchangeType: string; stock: number }[];
    expect(new Set(all.map((r) => r.exchangeType))).toEqual(new Set(['COUPON', 'LIFE_SERVICE', 'GIFT']));
    const gifts = (await get(m, '/wps/relay/MCS2_getPointReward?exchangeType=GIFT')).body.value.list as {
      rewardId: number;
      needsDelivery: boolean;
      name: string;
    }[];
    expect(gifts.every((g) => g.needsDelivery)).toBe(true);
    expect(gifts.map((g) => g.rewardId)).toContain(HOODIE);
    const ko = await callJson(p, '/wps/relay/MCS2_getPointReward?exchangeType=GIFT', { headers: authed(m.token, { Language: 'KO' }) });
    expect(ko.body.value.list.find((g: { rewardId: number }) => g.rewardId === HOODIE).name).toBe('브랜드 후드티');
    expect((await get(m, '/wps/relay/MCS2_getPointReward?exchangeType=CAR')).status).toBe(400);
    expect((await callJson(p, '/wps/relay/MCS2_getPointBalance')).status).toBe(401);
  });
});

describe('redeem', () => {
  it('takes the stock and the points together, records the exchange In Process, and answers a repeat once', async () => {
    const m = await newMember(1_000);
    const stock = await stockOf(COFFEE);
    const requestId = newKey();
    const first = await redeem(m, { rewardId: COFFEE, quantity: 3, requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ rewardId: COFFEE, quantity: 3, pointsEach: 50, pointsTotal: 150, status: 'IN_PROCESS', points: 850 });
    const again = await redeem(m, { rewardId: COFFEE, quantity: 3, requestId });
    expect(again.status).toBe(200);
    expect(again.body.value.exchangeId).toBe(first.body.value.exchangeId);
    const other = await redeem(m, { rewardId: COFFEE, quantity: 2, requestId });
    expect(other.body.errorCode).toBe('wallet.idempotency_key_reused');
    expect(await points(m)).toBe(850);
    expect(await recomputed(m)).toBe(850);
    expect(await stockOf(COFFEE)).toBe(stock - 3);
    const list = (await get(m, '/wps/relay/MCS2_getRedeemPointList')).body.value;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ rewardName: 'Coffee voucher', exchangeType: 'COUPON', quantity: 3, status: 'IN_PROCESS' });
    expect(list.list[0].transactionNo).toMatch(/^PX\d{8}$/);
  });

  it('refuses a wrong payment password, too few points, a quantity above the limits, and a gift without address or phone; nothing moves', async () => {
    const m = await newMember(200);
    const stock = await stockOf(CINEMA);
    const wrong = await redeem(m, { rewardId: COFFEE, paymentPassword: 'Nope-0000' });
    expect(wrong.body.errorCode).toBe('payment_password_error');
    const poor = await redeem(m, { rewardId: CINEMA, quantity: 2 });
    expect(poor.body.errorCode).toBe('points.insufficient');
    const tooMany = await redeem(m, { rewardId: COFFEE, quantity: 6 });
    expect(tooMany.body.errorCode).toBe('points.member_limit');
    const zero = await redeem(m, { rewardId: COFFEE, quantity: 0 });
    expect(zero.body.message).toMatch(/^quantity:/);
    const noAddress = await redeem(m, { rewardId: HOODIE, phone: '010 1234 5678' });
    expect(noAddress.body.message).toBe('deliveryAddress: not empty');
    const badPhone = await redeem(m, { rewardId: HOODIE, deliveryAddress: '1 Main St', phone: 'call me' });
    expect(badPhone.body.message).toMatch(/^phone:/);
    const unknown = await redeem(m, { rewardId: 999_999 });
    expect(unknown.body.errorCode).toBe('points.reward_not_found');
    expect(await points(m)).toBe(200);
    expect(await stockOf(CINEMA)).toBe(stock);
    expect((await get(m, '/wps/relay/MCS2_getRedeemPointList')).body.value.total).toBe(0);
  });

  it('keeps the delivery address and phone of a gift; the per-member limit counts what the member holds', async () => {
    const m = await newMember(5_000);
    const gift = await redeem(m, { rewardId: HOODIE, quantity: 2, deliveryAddress: '12 Harbour Road, Busan', phone: '+82 10 1234 5678' });
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    expect(gift.body.value).toMatchObject({ deliveryAddress: '12 Harbour Road, Busan', phone: '+82 10 1234 5678', pointsTotal: 1_600 });
    const third = await redeem(m, { rewardId: HOODIE, quantity: 1, deliveryAddress: '12 Harbour Road, Busan', phone: '+82 10 1234 5678' });
    expect(third.body.errorCode).toBe('points.member_limit');
    expect(await points(m)).toBe(3_400);
  });

  it('concurrent redemptions never oversell the stock nor overspend the points', async () => {
    // Stock: 3 left, 8 members each asking for one at once.
    await setStock(CINEMA, 3);
    try {
      const members = await Promise.all(Array.from({ length: 8 }, () => newMember(500)));
      const answers = await Promise.all(members.map((m) => redeem(m, { rewardId: CINEMA })));
      const okCount = answers.filter((a) => a.status === 200).length;
      expect(okCount).toBe(3);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errorCode === 'points.out_of_stock')).toBe(true);
      expect(await stockOf(CINEMA)).toBe(0);
    } finally {
      await setStock(CINEMA, 500);
    }
    // Points: 200 points, five redemptions of 50 × 2 = 100 at once (five: the payment password's
    // limit reserves at most five checks at a time): exactly two pass.
    const m = await newMember(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(m, { rewardId: COFFEE, quantity: 2 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errorCode === 'points.insufficient')).toBe(true);
    expect(await points(m)).toBe(0);
    expect(await recomputed(m)).toBe(0);
  });

  it('the operator approves or rejects; a rejection gives the points and the stock back once', async () => {
    const m = await newMember(1_000);
    const a = (await redeem(m, { rewardId: COFFEE, quantity: 2 })).body.value.exchangeId as number;
    const b = (await redeem(m, { rewardId: COFFEE, quantity: 4 })).body.value.exchangeId as number;
    expect(await points(m)).toBe(700);
    const stock = await stockOf(COFFEE);
    expect((await dev('/__dev/point-exchange-decision', { exchangeId: a, outcome: 'APPROVED', remark: 'Sent by mail' })).status).toBe(200);
    const decisions = await Promise.all(
      Array.from({ length: 4 }, () => dev('/__dev/point-exchange-decision', { exchangeId: b, outcome: 'REJECTED', remark: 'Address unknown' })),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(3);
    expect((await dev('/__dev/point-exchange-decision', { exchangeId: a, outcome: 'REJECTED' })).status).toBe(409);
    expect(await points(m)).toBe(900);
    expect(await recomputed(m)).toBe(900);
    expect(await stockOf(COFFEE)).toBe(stock + 4);
    const list = (await get(m, '/wps/relay/MCS2_getRedeemPointList')).body.value.list as { exchangeId: number; status: string; remark: string }[];
    expect(list.find((x) => x.exchangeId === a)).toMatchObject({ status: 'APPROVED', remark: 'Sent by mail' });
    expect(list.find((x) => x.exchangeId === b)).toMatchObject({ status: 'REJECTED', remark: 'Address unknown' });
    const rejected = (await get(m, '/wps/relay/MCS2_getRedeemPointList?status=REJECTED')).body.value;
    expect(rejected.total).toBe(1);
  });
});

describe('convert', () => {
  it('moves money once through the ledger at the brand rate, never takes points below zero, and checks the minimum and step', async () => {
    const m = await newMember(450);
    const before = await money(m);
    const requestId = newKey();
    const answers = await Promise.all(Array.from({ length: 3 }, () => convert(m, { points: 300, requestId })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers[0]!.body.value).toMatchObject({ points: 300, amount: 30, status: 'DONE', pointsLeft: 150 });
    expect(await money(m)).toBe(before + 3_000);
    expect(await conversionEntries(m)).toEqual({ n: 1, total: 3_000 });
    // Concurrent different conversions of 100 from 150 points: one passes.
    const racing = await Promise.all(Array.from({ length: 4 }, () => convert(m, { points: 100 })));
    expect(racing.filter((a) => a.status === 200)).toHaveLength(1);
    expect(racing.filter((a) => a.status !== 200).every((a) => a.body.errorCode === 'points.insufficient')).toBe(true);
    expect(await points(m)).toBe(50);
    expect(await recomputed(m)).toBe(50);
    expect(await money(m)).toBe(before + 4_000);
    expect((await convert(m, { points: 50 })).body.errorCode).toBe('points.below_minimum');
    await grant(m.id, 500, `test-grant-more:${m.username}`);
    expect((await convert(m, { points: 105 })).body.errorCode).toBe('points.step');
    expect((await convert(m, { points: 100, paymentPassword: 'Nope-0000' })).body.errorCode).toBe('payment_password_error');
    expect(await money(m)).toBe(before + 4_000);
  });

  it('a crash between the points debit and the money credit is completed once, by the next call and by the sweep', async () => {
    // A wallet lock that is unreachable: the points batch lands, the adjust never runs.
    const crashing: AccountsPlatform = (() => {
      const broken = {
        ...p.env,
        WALLETS: {
          idFromName: () => ({}),
          get: () => ({
            execute: () => Promise.reject(new Error('crash')),
          }),
        },
      } as unknown as PlatformEnv;
      return { env: broken, fetch: (request) => worker.fetch(request, broken) };
    })();
    const m = await newMember(1_000);
    const before = await money(m);
    const requestId = newKey();
    const first = await convert(m, { points: 200, requestId }, crashing);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'PENDING', pointsLeft: 800 });
    expect(await money(m)).toBe(before);
    // The member's next points call completes it, once.
    expect(await points(m)).toBe(800);
    expect(await money(m)).toBe(before + 2_000);
    const repeat = await convert(m, { points: 200, requestId });
    expect(repeat.body.value).toMatchObject({ conversionId: first.body.value.conversionId, status: 'DONE' });
    expect(await conversionEntries(m)).toEqual({ n: 1, total: 2_000 });

    // Another crash, completed by the scheduled sweep (twice: still once).
    const second = await convert(m, { points: 300 }, crashing);
    expect(second.body.value.status).toBe('PENDING');
    await env.DB.prepare('UPDATE point_conversions SET created_at = created_at - 120000 WHERE id = ?1').bind(second.body.value.conversionId).run();
    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext();
      worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), p.env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const row = await env.DB.prepare('SELECT status FROM point_conversions WHERE id = ?1').bind(second.body.value.conversionId).first<{ status: string }>();
    expect(row!.status).toBe('DONE');
    expect(await money(m)).toBe(before + 5_000);
    expect(await conversionEntries(m)).toEqual({ n: 2, total: 5_000 });
    expect(await recomputed(m)).toBe(500);
  });
});

describe('point details', () => {
  it('lists movements by type with paging and the balance after each; settled bets earn points per game type at the brand rate', async () => {
    const m = await newMember(300);
    const game = async (type: string) =>
      (await env.DB.prepare('SELECT node_id FROM games WHERE game_type = ?1 ORDER BY node_id LIMIT 1').bind(type).first<{ node_id: number }>())!.node_id;
    const bet = async (type: string, validMinor: number) => {
      const { status, body } = await dev('/__dev/bet-round', {
        username: m.username,
        roundId: `pm-${crypto.randomUUID()}`,
        stakeMinor: validMinor,
        payoutMinor: 0,
        validMinor,
        gameId: await game(type),
      });
      expect(status, JSON.stringify(body)).toBe(200);
    };
    // The member needs money to bet.
    await walletGate(p.env).execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: m.id,
      key: `pm-fund:${m.id}`,
      amountMinor: 100_000,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    await bet('LIVE', 25_000); // 250.00 valid → 2 LIVE points, 50.00 carried
    await bet('LIVE', 5_000); // + 50.00 carried → 1 more
    await bet('RNG', 9_999); // below one point: none yet
    await redeem(m, { rewardId: COFFEE });
    const details = await get(m, '/wps/relay/ODSFE2_MemTransDet?accountType=POINTS&pageSize=2');
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    const all = details.body.value;
    expect(all.total).toBe(3); // grant, LIVE (one count for both bets), redeem
    expect(all.list).toHaveLength(2);
    expect(all.list[0]).toMatchObject({ type: 'REDEEM', points: -50, balanceAfter: 253 });
    const live = (await get(m, '/wps/relay/ODSFE2_MemTransDet?accountType=POINTS&type=LIVE')).body.value;
    expect(live.list.map((x: { points: number }) => x.points)).toEqual([3]);
    await bet('RNG', 1); // 99.99 + 0.01 = 100.00 → one RNG point
    const rng = (await get(m, '/wps/relay/ODSFE2_MemTransDet?accountType=POINTS&type=RNG')).body.value;
    expect(rng.list.map((x: { points: number }) => x.points)).toEqual([1]);
    const page2 = (await get(m, '/wps/relay/ODSFE2_MemTransDet?accountType=POINTS&pageSize=2&pageNo=2')).body.value;
    expect(page2.list.map((x: { type: string }) => x.type)).toEqual(['LIVE', 'ADJUSTMENT']);
    expect(await points(m)).toBe(254);
    expect(await recomputed(m)).toBe(254);
    expect((await get(m, '/wps/relay/ODSFE2_MemTransDet?accountType=POINTS&type=CASINO')).status).toBe(400);
  });
});

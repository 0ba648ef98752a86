/**
 * Rewards (docs/platform-protocol.md "Rewards"): promotion statuses, claims paid once through the
 * ledger (repeated and concurrent posts), raffles, bonuses with turnover progress from real bets,
 * missions and their leaderboard from bets placed through /__dev/bet-round, the manual rebate
 * against a brute-force recomputation from the bets at the brand's rates, and the referral code.
 * Every member here is fresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { brandAccount, move, player, postingStatements } from '#platform/src/modules/ledger/journal';
import { accountsPlatform, authed, env, loginOk, seedDemoAccounts, type AccountsPlatform, newAccountLikeDown1 } from './accounts-client';
import { callJson } from './client';

const MERCHANT = 'DEMO';
const IP = '198.51.100.131';
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

interface Member {
  id: number;
  username: string;
  token: string;
}

async function newMember(type = 0, fundMinor = 500_000): Promise<Member> {
  const { id, username } = await newAccountLikeDown1('rw', { nickname: 'Winner', type });
  if (fundMinor > 0) {
    await env.DB.batch(
      postingStatements(
        { db: env.DB, merchant: MERCHANT, currency: 'USD', now: Date.now() },
        { kind: 'ADJUSTMENT', key: `rewards-test-fund-${username}`, lines: move(brandAccount('CASH_IN'), player(id), fundMinor) },
      ),
    );
  }
  const login = await loginOk(p, username, 'Down2024', IP);
  return { id, username, token: login.token as string };
}

const dev = (path: string, body: unknown) => callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });
const get = (m: Member, path: string) => callJson(p, path, { headers: authed(m.token) });
const post = (m: Member, path: string, body: unknown) => callJson(p, path, { headers: authed(m.token), body });

async function balance(m: Member): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(m.id).first<{ b: number }>();
  return row?.b ?? 0;
}

async function bet(m: Member, stakeMinor: number, gameType = 'RNG', validMinor = stakeMinor) {
  const game = await env.DB.prepare('SELECT node_id FROM games WHERE game_type = ?1 ORDER BY node_id LIMIT 1').bind(gameType).first<{ node_id: number }>();
  const { status, body } = await dev('/__dev/bet-round', {
    username: m.username,
    roundId: `rw-${crypto.randomUUID()}`,
    stakeMinor,
    payoutMinor: 0,
    validMinor,
    gameId: game!.node_id,
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

async function promotions(m: Member) {
  const { status, body } = await get(m, '/wps/relay/MCSFE_getAvailablePromotions');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as { categories: string[]; list: { id: number; status: string; kind: string; bonus: number; progress: number | null }[] };
}
const statusOf = async (m: Member, id: number) => (await promotions(m)).list.find((x) => x.id === id)!.status;

async function bonusEntries(m: Member, key: string) {
  const row = await env.DB.prepare(
    'SELECT COUNT(*) AS n, COALESCE(SUM(l.amount_minor), 0) AS total FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id WHERE e.entry_key = ?1 AND a.owner_id = ?2',
  )
    .bind(key, m.id)
    .first<{ n: number; total: number }>();
  return row!;
}

describe('promotions', () => {
  it('lists the brand promotions publicly with categories, and the statuses coming, close, claim and join', async () => {
    const { status, body } = await callJson(p, '/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(status).toBe(200);
    expect(body.value.categories).toEqual(expect.arrayContaining(['NEW_MEMBER', 'DEPOSIT', 'EVENT', 'RAFFLE']));
    const byId = new Map((body.value.list as { id: number; status: string }[]).map((x) => [x.id, x.status]));
    expect(byId.get(5006)).toBe('coming');
    expect(byId.get(5007)).toBe('close');
    expect(byId.get(5001)).toBe('claim');
    expect(byId.get(5002)).toBe('join');
    const deposit = await callJson(p, '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=DEPOSIT');
    expect(deposit.body.value.list.map((x: { id: number }) => x.id)).toEqual([5002]);
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await callJson(p, '/wps/relay/MCSFE_getAvailablePromotions')).status).toBe(401);
    const trial = await newMember(4, 0);
    const { body } = await get(trial, '/wps/relay/MCSFE_getAvailablePromotions');
    expect(body.errorCode).toBe('function.not.available');
  });

  it('pays a claim once under repeated and concurrent posts, then shows claimed', async () => {
    const m = await newMember();
    const before = await balance(m);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5001 })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.every((a) => a.body.value.amount === 300)).toBe(true);
    const again = await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5001 });
    expect(again.status).toBe(200);
    expect(await balance(m)).toBe(before + 30_000);
    expect(await bonusEntries(m, `promotion:5001:${m.id}`)).toEqual({ n: 1, total: 30_000 });
    expect(await statusOf(m, 5001)).toBe('claimed');
  });

  it('a claim left CLAIMING by a crash before its money is paid by the member next read or claim, once', async () => {
    const m = await newMember();
    await env.DB.prepare(
      "INSERT INTO promotion_entries (promotion_id, account_id, status, amount_minor, joined_at, claimed_at) VALUES (5001, ?1, 'CLAIMING', 30000, ?2, ?2)",
    )
      .bind(m.id, Date.now())
      .run();
    const before = await balance(m);
    // The member's next look at their promotions pays it; a claim after that pays nothing more.
    expect(await statusOf(m, 5001)).toBe('claimed');
    expect(await balance(m)).toBe(before + 30_000);
    for (let i = 0; i < 2; i++) expect((await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5001 })).status).toBe(200);
    expect(await balance(m)).toBe(before + 30_000);
    expect(await bonusEntries(m, `promotion:5001:${m.id}`)).toEqual({ n: 1, total: 30_000 });
    const row = await env.DB.prepare('SELECT status FROM promotion_entries WHERE promotion_id = 5001 AND account_id = ?1')
      .bind(m.id)
      .first<{ status: string }>();
    expect(row?.status).toBe('CLAIMED');
  });

  it('an application goes join → applying → issued → claim → claimed, or rejected; nothing is paid before it is issued', async () => {
    const [a, b] = [await newMember(), await newMember()];
    expect(await statusOf(a, 5002)).toBe('join');
    const early = await post(a, '/wps/relay/MCS2_claimPromotion', { promotionId: 5002 });
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('reward.not_claimable');
    for (const m of [a, b]) expect((await post(m, '/wps/relay/MCS2_joinPromotion', { promotionId: 5002 })).status).toBe(200);
    expect(await statusOf(a, 5002)).toBe('applying');
    expect((await post(a, '/wps/relay/MCS2_claimPromotion', { promotionId: 5002 })).status).toBe(409);
    expect((await dev('/__dev/promotion-decision', { username: a.username, promotionId: 5002, outcome: 'ISSUED' })).status).toBe(200);
    expect((await dev('/__dev/promotion-decision', { username: b.username, promotionId: 5002, outcome: 'REJECTED' })).status).toBe(200);
    expect(await statusOf(a, 5002)).toBe('issued');
    expect(await statusOf(b, 5002)).toBe('rejected');
    expect((await post(b, '/wps/relay/MCS2_claimPromotion', { promotionId: 5002 })).status).toBe(409);
    const before = await balance(a);
    expect((await post(a, '/wps/relay/MCS2_claimPromotion', { promotionId: 5002 })).status).toBe(200);
    expect(await balance(a)).toBe(before + 10_000);
    expect(await statusOf(a, 5002)).toBe('claimed');
  });

  it('a turnover promotion is process until valid bets since joining reach its target, and an event is joined', async () => {
    const m = await newMember();
    await bet(m, 90_000); // before joining: does not count
    expect((await post(m, '/wps/relay/MCS2_joinPromotion', { promotionId: 5003 })).status).toBe(200);
    expect(await statusOf(m, 5003)).toBe('process');
    await bet(m, 60_000);
    expect((await promotions(m)).list.find((x) => x.id === 5003)!.progress).toBe(600);
    expect((await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5003 })).status).toBe(409);
    await bet(m, 40_000);
    expect(await statusOf(m, 5003)).toBe('claim');
    expect((await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5003 })).status).toBe(200);
    expect(await statusOf(m, 5003)).toBe('claimed');
    expect((await post(m, '/wps/relay/MCS2_joinPromotion', { promotionId: 5004 })).status).toBe(200);
    expect(await statusOf(m, 5004)).toBe('joined');
    expect((await post(m, '/wps/relay/MCS2_joinPromotion', { promotionId: 5006 })).status).toBe(409);
    expect((await post(m, '/wps/relay/MCS2_joinPromotion', { promotionId: 999_999 })).status).toBe(404);
  });

  it('a raffle draws one of its prizes once, the same on every repeat', async () => {
    const m = await newMember();
    const before = await balance(m);
    expect((await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5005 })).status).toBe(409);
    const answers = await Promise.all([1, 2, 3].map(() => post(m, '/wps/relay/MCS2_claimRafflePromotion', { promotionId: 5005 })));
    const prizes = new Set(answers.map((a) => a.body.value.amount));
    expect(prizes.size).toBe(1);
    const prize = [...prizes][0] as number;
    expect([5, 10, 20, 50, 88]).toContain(prize);
    expect(await balance(m)).toBe(before + Math.round(prize * 100));
  });

  it('bonuses list every bonus with its promotion, amount, turnover requirement and progress from bets since', async () => {
    const m = await newMember();
    await post(m, '/wps/relay/MCS2_claimPromotion', { promotionId: 5001 });
    let list = (await get(m, '/wps/relay/MCS2_getPromotionClaimList')).body.value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ promotionId: 5001, title: 'Welcome bonus', amount: 300, turnoverRequired: 3000, turnoverDone: 0, completed: false });
    await bet(m, 120_000);
    await bet(m, 50_000, 'RNG', 30_000);
    list = (await get(m, '/wps/relay/MCS2_getPromotionClaimList')).body.value.list;
    expect(list[0]).toMatchObject({ turnoverDone: 1500, completed: false });
  });

  it('bonuses list every bonus the ledger paid, not only promotions: a first-deposit bonus with its turnover', async () => {
    const m = await newMember(0, 0);
    expect((await get(m, '/wps/relay/MCS2_getPromotionClaimList')).body.value.list).toEqual([]);
    // A first deposit of 200.00, paid: the brand's bonus is 20 %, 40.00, with 10× turnover.
    const depositId = Number(
      (await env.DB.prepare(
        `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, created_at)
           VALUES (?1, ?2, 'BANK', 'BANK', 20_000, 'PENDING', '{}', ?3, ?4) RETURNING id`,
      )
        .bind(MERCHANT, m.id, `bonus-${crypto.randomUUID()}`, Date.now())
        .first<{ id: number }>())!.id,
    );
    expect((await dev('/__dev/deposits/decide', { depositId, outcome: 'PAID' })).status).toBe(200);
    expect((await bonusEntries(m, `deposit:${depositId}:first-bonus`)).total).toBe(4_000);
    await bet(m, 10_000);
    const list = (await get(m, '/wps/relay/MCS2_getPromotionClaimList')).body.value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'FIRST_DEPOSIT',
      promotionId: null,
      title: 'First deposit bonus',
      amount: 40,
      turnoverRequired: 400,
      turnoverDone: 100,
      completed: false,
    });
    // In Korean, the source is named in Korean.
    const ko = await callJson(p, '/wps/relay/MCS2_getPromotionClaimList', { headers: authed(m.token, { Language: 'KO' }) });
    expect(ko.body.value.list[0].title).toBe('첫 입금 보너스');
  });
});

describe('missions', () => {
  it('progress, milestones and the badge count follow valid bets of the mission game type; a milestone pays once', async () => {
    const m = await newMember();
    const summary = async () => (await get(m, '/wps/relay/MCSFE_getMissionSummaryDetails?status=O&page=1&size=5')).body.value;
    const slot = () => summary().then((v) => v.list.find((x: { missionId: number }) => x.missionId === 6001));
    expect((await summary()).list.map((x: { missionId: number }) => x.missionId)).toEqual([6001, 6002]);
    expect(await slot()).toMatchObject({ progress: 0, reachedMilestones: 0 });
    await bet(m, 8_000);
    await bet(m, 5_000, 'LIVE');
    expect(await slot()).toMatchObject({ progress: 80, reachedMilestones: 0 });
    await bet(m, 3_000);
    expect(await slot()).toMatchObject({ progress: 110, reachedMilestones: 1, claimableMilestones: 1 });
    const steps = (await get(m, '/wps/relay/MCSFE_getMissionMilestones?missionId=6001')).body.value.list;
    expect(steps[0]).toMatchObject({ step: 1, target: 100, reward: 5, reached: true, claimed: false });
    expect(steps[1]).toMatchObject({ reached: false });
    const before = await balance(m);
    const claims = await Promise.all([1, 2, 3].map(() => post(m, '/wps/relay/MCSFE_claimMissionReward', { missionId: 6001, step: 1 })));
    for (const c of claims) expect(c.status).toBe(200);
    expect(await balance(m)).toBe(before + 500);
    expect((await post(m, '/wps/relay/MCSFE_claimMissionReward', { missionId: 6001, step: 2 })).status).toBe(409);
    expect(await slot()).toMatchObject({ claimableMilestones: 0 });
  });

  it('the leaderboard ranks members by valid bets with the member own rank in the footer', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await bet(a, 400_000, 'LIVE');
    await bet(b, 300_000, 'LIVE');
    const board = async (m: Member) => (await get(m, '/wps/relay/MCSFE_getMissionLeaderboard?missionId=6002')).body.value;
    const [ba, bb] = [await board(a), await board(b)];
    expect(ba.footer.reachedValue).toBe(4000);
    expect(bb.footer.reachedValue).toBe(3000);
    expect(bb.footer.rank).toBeGreaterThan(ba.footer.rank);
    // Brute force: the rank is 1 + the members with more valid live bets in the mission.
    const { results } = await env.DB.prepare(
      "SELECT account_id, SUM(valid_minor) AS v FROM bets WHERE merchant_code = ?1 AND status = 'SETTLED' AND game_type = 'LIVE' GROUP BY account_id",
    )
      .bind(MERCHANT)
      .all<{ account_id: number; v: number }>();
    const mine = results.find((r) => r.account_id === a.id)!.v;
    expect(ba.footer.rank).toBe(1 + results.filter((r) => r.v > mine).length);
    expect(ba.list.length).toBeLessThanOrEqual(10);
    expect(ba.list[0].rank).toBe(1);
    const fresh = await newMember();
    expect((await board(fresh)).footer).toEqual({ rank: null, reachedValue: 0 });
  });
});

describe('manual rebate', () => {
  it('equals a brute-force recomputation from the bets at the brand rates, and is claimed once', async () => {
    const m = await newMember(0, 2_000_000);
    const plays: [string, number][] = [
      ['RNG', 12_345],
      ['RNG', 67_891],
      ['LIVE', 55_555],
      ['PVP', 9_999],
      ['SPORTS', 100_001],
    ];
    for (const [type, stake] of plays) await bet(m, stake, type);
    const rates = (await get(m, '/wps/relay/MCSFE_getCustomerRebateSettingByProductType')).body.value.list as { productType: string; rate: number }[];
    const rateOf = new Map(rates.map((r) => [r.productType, Math.round(r.rate * 100)]));
    const byType = new Map<string, number>();
    for (const [type, stake] of plays) byType.set(type, (byType.get(type) ?? 0) + stake);
    const expected = [...byType].reduce((sum, [type, valid]) => sum + Math.floor((valid * (rateOf.get(type) ?? 0)) / 10_000), 0);
    expect(expected).toBeGreaterThan(0);
    const summary = (await get(m, '/wps/relay/MCSFE_getRebateSummary')).body.value;
    expect(Math.round(summary.total * 100)).toBe(expected);
    expect(summary.lines.find((l: { gameType: string }) => l.gameType === 'RNG')).toMatchObject({ valid: 802.36, rateBp: 100, rebate: 8.02 });
    const before = await balance(m);
    const claims = await Promise.all([1, 2, 3].map(() => post(m, '/wps/relay/MCSFE_claimRebate', {})));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of claims.filter((x) => x.status !== 200)) expect(c.body.errorCode).toBe('reward.not_claimable');
    expect(await balance(m)).toBe(before + expected);
    const after = (await get(m, '/wps/relay/MCSFE_getRebateSummary')).body.value;
    expect(after.total).toBe(0);
    expect(after.claims).toHaveLength(1);
    expect((await post(m, '/wps/relay/MCSFE_claimRebate', {})).status).toBe(409);
    // New bets after the claim earn a new rebate.
    await bet(m, 10_000, 'RNG');
    expect((await get(m, '/wps/relay/MCSFE_getRebateSummary')).body.value.total).toBe(1);
  });

  it('a claim whose money was not posted (a crash) is paid by the next request, once', async () => {
    const m = await newMember();
    const now = Date.now();
    const inserted = await env.DB.prepare(
      "INSERT INTO rebate_claims (merchant_code, account_id, from_at, to_at, amount_minor, details, claimed_at) VALUES (?1, ?2, 0, ?3, 777, '[]', ?3) RETURNING id",
    )
      .bind(MERCHANT, m.id, now)
      .first<{ id: number }>();
    const before = await balance(m);
    await get(m, '/wps/relay/MCSFE_getRebateSummary');
    await get(m, '/wps/relay/MCSFE_getRebateSummary');
    expect(await balance(m)).toBe(before + 777);
    expect(await bonusEntries(m, `rebate:${inserted!.id}`)).toEqual({ n: 1, total: 777 });
  });
});

describe('brand switches', () => {
  it('missions and the rebate are function.not.available while MISSIONLB3 or MANPLAYREB3 is off', async () => {
    const m = await newMember();
    const toggle = (modId: string, enabled: boolean) =>
      callJson(p, '/__dev/whitelabel', { method: 'PUT', rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body: { modId, enabled } });
    try {
      expect((await toggle('MANPLAYREB3', false)).status).toBe(200);
      expect((await toggle('MISSIONLB3', false)).status).toBe(200);
      for (const path of ['/wps/relay/MCSFE_getRebateSummary', '/wps/relay/MCSFE_getMissionSummaryDetails']) {
        const { body } = await get(m, path);
        expect(body.errorCode, path).toBe('function.not.available');
      }
      expect((await post(m, '/wps/relay/MCSFE_claimRebate', {})).body.errorCode).toBe('function.not.available');
    } finally {
      await toggle('MANPLAYREB3', true);
      await toggle('MISSIONLB3', true);
    }
    expect((await get(m, '/wps/relay/MCSFE_getRebateSummary')).status).toBe(200);
  });
});

describe('referral', () => {
  it('makes a code on first ask and keeps it; invitations come from registrations with the code', async () => {
    const m = await newMember();
    const none = (await get(m, '/wps/relay/MCSFE_getReferralDetails')).body.value;
    expect(none.referralCode).toBeNull();
    const first = (await get(m, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true')).body.value;
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const again = await Promise.all([1, 2].map(() => get(m, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true')));
    for (const a of again) expect(a.body.value.referralCode).toBe(first.referralCode);
    expect(first.totalInvitations).toBe(0);
    const invitee = await newMember(0, 0);
    await env.DB.prepare('UPDATE accounts SET profile = ?2 WHERE id = ?1')
      .bind(invitee.id, JSON.stringify({ referralCode: first.referralCode }))
      .run();
    const after = (await get(m, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true')).body.value;
    expect(after.totalInvitations).toBe(1);
    expect(after.list[0]).toMatchObject({ deposited: false, reward: 0 });
    expect(after.rewardPerInvitee).toBe(20);
  });
});

describe('VIP rank', () => {
  interface Level {
    level: number;
    minDeposit: number;
    minValidBet: number;
  }
  async function rank(m: Member) {
    const { status, body } = await get(m, '/wps/relay/MCSFE_getPlayerRankProgress');
    expect(status, JSON.stringify(body)).toBe(200);
    return body.value as { level: number; deposit: number; validBet: number; next: Level | null; levels: Level[] };
  }
  async function deposit(m: Member, amount: number, outcome: 'PAID' | 'REJECTED' | null) {
    const made = await post(m, '/wps/relay/MCSFE_depositByQRImageUrl', {
      targetUsername: m.username,
      amount,
      bankCode: 'QR_BANK',
      bankType: 'PAYID',
      showQrImageOnly: 1,
      requestId: `vip-${crypto.randomUUID()}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    if (outcome) {
      const decided = await dev('/__dev/deposits/decide', { depositId: made.body.value.depositId, outcome });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    }
  }
  /** The lifetime totals by brute force from the raw records. */
  async function recomputed(m: Member) {
    const deposits = await env.DB.prepare("SELECT amount_minor FROM deposits WHERE account_id = ?1 AND status = 'PAID'")
      .bind(m.id)
      .all<{ amount_minor: number }>();
    const bets = await env.DB.prepare("SELECT valid_minor FROM bets WHERE account_id = ?1 AND status = 'SETTLED'").bind(m.id).all<{ valid_minor: number }>();
    return {
      deposit: deposits.results.reduce((sum, r) => sum + r.amount_minor, 0) / 100,
      validBet: bets.results.reduce((sum, r) => sum + r.valid_minor, 0) / 100,
    };
  }

  it('starts at level 0 with the ladder of the brand and its first level next', async () => {
    const m = await newMember(0, 0);
    const value = await rank(m);
    expect(value).toMatchObject({ level: 0, deposit: 0, validBet: 0 });
    expect(value.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(value.next).toEqual({ level: 1, minDeposit: 100, minValidBet: 1000 });
  });

  it('counts deposits paid and valid bets settled only, and rises when both reach a level', async () => {
    const m = await newMember();
    await deposit(m, 150, 'PAID');
    await deposit(m, 5000, 'REJECTED');
    await deposit(m, 700, null);
    await bet(m, 60_000);
    await bet(m, 30_000, 'LIVE', 0);
    let value = await rank(m);
    expect({ deposit: value.deposit, validBet: value.validBet }).toEqual(await recomputed(m));
    expect(value).toMatchObject({ level: 0, deposit: 150, validBet: 600 });

    await bet(m, 40_000);
    value = await rank(m);
    expect({ deposit: value.deposit, validBet: value.validBet }).toEqual(await recomputed(m));
    expect(value).toMatchObject({ level: 1, deposit: 150, validBet: 1000, next: { level: 2, minDeposit: 1000, minValidBet: 10_000 } });
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await callJson(p, '/wps/relay/MCSFE_getPlayerRankProgress')).status).toBe(401);
    const trial = await newMember(4, 0);
    const { body } = await get(trial, '/wps/relay/MCSFE_getPlayerRankProgress');
    expect(body.errorCode).toBe('function.not.available');
  });
});

/**
 * Rewards through the gateway: the public promotions for visitors with no member call, the
 * member's statuses, a claim's payload and its money (once), the rewardCenter and
 * missionLeaderboard badges following claims and bets, bonuses, the mission detail with the
 * member's rank, the rebate claimed once, the referral path, the VIP rank in minor units, refusals
 * as catalogue codes, and
 * nothing member-only asked for trial accounts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { brandAccount, move, player, postingStatements } from '#platform/src/modules/ledger/journal';
import { acceptLegal } from '../support/legal';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const PROMOTIONS = `query ($category: String) { rewardPromotions(category: $category) { categories items { id kind status bonus progress claimedAmount } } }`;
const ONE = `query ($id: ID, $type: String) { rewardPromotion(id: $id, promotionType: $type) { id title status kind } }`;
const CLAIM = `mutation ($id: ID!) { claimPromotion(input: { promotionId: $id }) { ok errors { code field } status amount } }`;
const JOIN = `mutation ($id: ID!) { joinPromotion(input: { promotionId: $id }) { ok errors { code field } status amount } }`;
const RAFFLE = `mutation ($id: ID!) { claimRaffle(input: { promotionId: $id }) { ok errors { code field } status amount } }`;
const BADGES = `{ memberBadges { section count } }`;
const BONUSES = `{ bonuses { promotionId title amount turnoverRequired turnoverDone completed } }`;
const MISSIONS = `{ missions { id title progress reachedMilestones claimableMilestones } }`;
const MISSION = `query ($id: ID!) { mission(id: $id) { id progress milestones { step target reward reached claimed } leaderboard { rank username reachedValue me } myRank myValue } }`;
const CLAIM_STEP = `mutation ($id: ID!, $step: Int!) { claimMissionReward(input: { missionId: $id, step: $step }) { ok errors { code } reward } }`;
const REBATE = `{ rebate { total lines { gameType validBets rateBp rebate } claims { amount } } }`;
const CLAIM_REBATE = `mutation { claimRebate { ok errors { code } amount } }`;
const REFERRAL = `{ referral { code registerPath totalInvitations totalReward rewardPerInvitee minFirstDeposit invitations { username status reward paidAt } } }`;

let serial = 0;

async function newMember(type = 0): Promise<{ id: number; username: string; token: string }> {
  const username = `grw_${Date.now().toString(36)}_${++serial}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, created_at)
     SELECT merchant_code, ?2, 'Gateway Winner', ?3, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at
       FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down1'`,
  )
    .bind(MERCHANT, username, type)
    .run();
  await acceptLegal(env.DB, [username]);
  const id = (await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>())!.id;
  await env.DB.batch(
    postingStatements(
      { db: env.DB, merchant: MERCHANT, currency: 'USD', now: Date.now() },
      { kind: 'ADJUSTMENT', key: `gw-rewards-fund-${username}`, lines: move(brandAccount('CASH_IN'), player(id), 1_000_000) },
    ),
  );
  const { context } = await h.run(LOGIN, { input: { username, password: 'Down2024' } }, { headers: { 'X-Test-Client-IP': '198.51.100.79' } });
  return { id, username, token: (context.sessionChange as { token: string }).token };
}

async function balance(id: number) {
  return (await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(id).first<{ b: number }>())!.b;
}

async function bet(username: string, stakeMinor: number, gameType = 'RNG') {
  const game = await env.DB.prepare('SELECT node_id FROM games WHERE game_type = ?1 ORDER BY node_id LIMIT 1').bind(gameType).first<{ node_id: number }>();
  const response = await h.dev('POST', '/__dev/bet-round', {
    username,
    roundId: `grw-${crypto.randomUUID()}`,
    stakeMinor,
    payoutMinor: 0,
    gameId: game!.node_id,
  });
  expect(response.status).toBe(200);
}

const badge = (badges: { section: string; count: number }[], section: string) => badges.find((b) => b.section === section)?.count ?? 0;

describe('promotions through the gateway', () => {
  it('gives visitors the public list with categories and statuses, asking nothing member-only', async () => {
    h.binding.reset();
    const { result } = await h.run(PROMOTIONS);
    expect(result.errors).toBeUndefined();
    expect(result.data.rewardPromotions.categories).toEqual(expect.arrayContaining(['NEW_MEMBER', 'RAFFLE']));
    const welcome = result.data.rewardPromotions.items.find((p: { id: string }) => p.id === '5001');
    expect(welcome).toMatchObject({ kind: 'CLAIM', status: 'CLAIM', bonus: 30_000, progress: null });
    expect(h.binding.endpoints()).not.toContain('MCSFE_getAvailablePromotions');
    expect((await h.run(PROMOTIONS, { category: 'DEPOSIT' })).result.data.rewardPromotions.items.map((p: { id: string }) => p.id)).toEqual(['5002']);
    expect((await h.run(ONE, { type: 'TOURNAMENT' })).result.data.rewardPromotion).toMatchObject({ id: '5003', kind: 'TURNOVER', status: 'JOIN' });
    expect((await h.run(ONE, { id: '424242' })).result.data.rewardPromotion).toBeNull();
    expect((await h.run(ONE, {})).result.data.rewardPromotion).toBeNull();
  });

  it('a claim pays once and moves the rewardCenter badge; bonuses list it with its turnover', async () => {
    const m = await newMember();
    const before = await balance(m.id);
    const badges0 = (await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges;
    expect(badge(badges0, 'rewardCenter')).toBe(2); // the welcome bonus and the lucky draw
    const claims = await Promise.all([1, 2].map(() => h.run(CLAIM, { id: '5001' }, { token: m.token })));
    for (const c of claims) expect(c.result.data.claimPromotion).toEqual({ ok: true, errors: [], status: 'CLAIMED', amount: 30_000 });
    expect(await balance(m.id)).toBe(before + 30_000);
    expect(badge((await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges, 'rewardCenter')).toBe(1);
    const raffle = (await h.run(RAFFLE, { id: '5005' }, { token: m.token })).result.data.claimRaffle;
    expect(raffle.ok).toBe(true);
    expect(badge((await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges, 'rewardCenter')).toBe(0);
    await bet(m.username, 100_000);
    const bonuses = (await h.run(BONUSES, {}, { token: m.token })).result.data.bonuses;
    expect(bonuses.find((b: { promotionId: string }) => b.promotionId === '5001')).toEqual({
      promotionId: '5001',
      title: 'Welcome bonus',
      amount: 30_000,
      turnoverRequired: 300_000,
      turnoverDone: 100_000,
      completed: false,
    });
  });

  it('refusals are catalogue codes: not claimable, unknown, bad id; a visitor cannot claim', async () => {
    const m = await newMember();
    expect((await h.run(CLAIM, { id: '5002' }, { token: m.token })).result.data.claimPromotion).toEqual({
      ok: false,
      errors: [{ code: 'STATE_CONFLICT', field: null }],
      status: null,
      amount: null,
    });
    expect((await h.run(JOIN, { id: '5002' }, { token: m.token })).result.data.joinPromotion).toMatchObject({ ok: true, status: 'APPLYING' });
    expect((await h.run(JOIN, { id: '999999' }, { token: m.token })).result.data.joinPromotion.errors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    expect((await h.run(JOIN, { id: 'x' }, { token: m.token })).result.data.joinPromotion.errors).toEqual([{ code: 'INVALID_INPUT', field: 'promotionId' }]);
    const visitor = (await h.run(CLAIM, { id: '5001' })).result;
    expect(visitor.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
  });

  it('a trial account gets nulls and NOT_AVAILABLE, and the platform is asked nothing member-only', async () => {
    const trial = await newMember(4);
    h.binding.reset();
    const { result } = await h.run(
      `{ bonuses { amount } missions { id } rebate { total } referral { code } vip { level } memberBadges { section } }`,
      {},
      { token: trial.token },
    );
    expect(result.data).toEqual({ bonuses: null, missions: null, rebate: null, referral: null, vip: null, memberBadges: null });
    expect((await h.run(CLAIM, { id: '5001' }, { token: trial.token })).result.data.claimPromotion.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
    expect(
      h.binding.endpoints().filter((e) => /Promotion|Mission|Rebate|Referral|RankProgress/.test(e) && e !== 'MCSFE_getMerchantAvailablePromotions'),
    ).toEqual([]);
  });
});

describe('missions, rebate and referral through the gateway', () => {
  it('mission progress and the missionLeaderboard badge follow bets; a milestone pays once; the rank is mine', async () => {
    const m = await newMember();
    await bet(m.username, 11_000);
    const slot = (await h.run(MISSIONS, {}, { token: m.token })).result.data.missions.find((x: { id: string }) => x.id === '6001');
    expect(slot).toMatchObject({ progress: 11_000, reachedMilestones: 1, claimableMilestones: 1 });
    expect(badge((await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges, 'missionLeaderboard')).toBe(1);
    const detail = (await h.run(MISSION, { id: '6001' }, { token: m.token })).result.data.mission;
    expect(detail.milestones[0]).toEqual({ step: 1, target: 10_000, reward: 500, reached: true, claimed: false });
    expect(detail.myValue).toBe(11_000);
    expect(detail.myRank).toBeGreaterThanOrEqual(1);
    const before = await balance(m.id);
    expect((await h.run(CLAIM_STEP, { id: '6001', step: 1 }, { token: m.token })).result.data.claimMissionReward).toEqual({
      ok: true,
      errors: [],
      reward: 500,
    });
    expect((await h.run(CLAIM_STEP, { id: '6001', step: 1 }, { token: m.token })).result.data.claimMissionReward.ok).toBe(true);
    expect(await balance(m.id)).toBe(before + 500);
    expect(badge((await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges, 'missionLeaderboard')).toBe(0);
    expect((await h.run(CLAIM_STEP, { id: '6001', step: 3 }, { token: m.token })).result.data.claimMissionReward.errors).toEqual([{ code: 'STATE_CONFLICT' }]);
    expect((await h.run(MISSION, { id: '777777' }, { token: m.token })).result.data.mission).toBeNull();
  });

  it('the rebate comes from the bets at the rates and is claimed once', async () => {
    const m = await newMember();
    await bet(m.username, 20_000, 'RNG');
    await bet(m.username, 30_000, 'LIVE');
    const summary = (await h.run(REBATE, {}, { token: m.token })).result.data.rebate;
    const rng = summary.lines.find((l: { gameType: string }) => l.gameType === 'RNG');
    const live = summary.lines.find((l: { gameType: string }) => l.gameType === 'LIVE');
    expect(rng).toEqual({ gameType: 'RNG', validBets: 20_000, rateBp: 100, rebate: 200 });
    expect(live).toEqual({ gameType: 'LIVE', validBets: 30_000, rateBp: 80, rebate: 240 });
    expect(summary.total).toBe(440);
    const before = await balance(m.id);
    expect((await h.run(CLAIM_REBATE, {}, { token: m.token })).result.data.claimRebate).toEqual({ ok: true, errors: [], amount: 440 });
    expect((await h.run(CLAIM_REBATE, {}, { token: m.token })).result.data.claimRebate).toEqual({
      ok: false,
      errors: [{ code: 'STATE_CONFLICT' }],
      amount: null,
    });
    expect(await balance(m.id)).toBe(before + 440);
    expect((await h.run(REBATE, {}, { token: m.token })).result.data.rebate).toMatchObject({ total: 0, claims: [{ amount: 440 }] });
  });

  it('the referral code is made once and kept, with its registration path', async () => {
    const m = await newMember();
    const first = (await h.run(REFERRAL, {}, { token: m.token })).result.data.referral;
    const second = (await h.run(REFERRAL, {}, { token: m.token })).result.data.referral;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(second).toEqual(first);
    expect(first.registerPath).toBe(`/register?referralCode=${first.code}`);
    // The brand's referral rule in minor units (demo: 20.00 per invitee whose first deposit is at least 50.00).
    expect(first).toMatchObject({ totalInvitations: 0, totalReward: 0, rewardPerInvitee: 2_000, minFirstDeposit: 5_000, invitations: [] });
  });
});

describe('the VIP rank through the gateway', () => {
  const VIP = `{ vip { level deposits validBets next { level minDeposit minValidBet } levels { level minDeposit minValidBet } } }`;
  it('reads the rank in minor units, rising with the valid bets of the member', async () => {
    const m = await newMember();
    const before = (await h.run(VIP, {}, { token: m.token })).result.data.vip;
    // The demo ladder (platform/seed/rewards.ts): level 1 at 100.00 deposited and 1,000.00 bet.
    expect(before).toMatchObject({ level: 0, deposits: 0, validBets: 0, next: { level: 1, minDeposit: 10_000, minValidBet: 100_000 } });
    expect(before.levels).toHaveLength(5);
    await bet(m.username, 25_000);
    const after = (await h.run(VIP, {}, { token: m.token })).result.data.vip;
    expect(after).toMatchObject({ level: 0, deposits: 0, validBets: 25_000 });
  });
});

/**
 * Referral rewards paid (docs/decisions/030-rewards.md "Referral rewards"): an invitee's first
 * deposit of at least the brand's minimum pays the referrer the brand's reward once, through the
 * ledger (key `referral:<invitee id>`), even when the deposit rules run twice or at once; a first
 * deposit below the minimum, a second deposit and a member without a referrer pay nothing; a read
 * of the referral details finishes a reward a crash left behind. Demo brand: 20.00 per invitee, a
 * first deposit of at least 50.00 (platform/seed/rewards.ts). Every member here is fresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyPaidDepositRules } from '#platform/src/modules/deposit/settle';
import { accountsPlatform, authed, env, seedDemoAccounts, type AccountsPlatform, newLoggedInMember, type LoggedInMember } from './accounts-client';
import { callJson } from './client';

const MERCHANT = 'DEMO';
const IP = '198.51.100.151';
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

type Member = LoggedInMember;

const newMember = (referralCode?: string): Promise<Member> =>
  newLoggedInMember(p, 'rf', { nickname: 'Friend', profile: referralCode ? { referralCode } : {} }, IP);

const dev = (path: string, body: unknown) => callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });

async function details(m: Member) {
  const { status, body } = await callJson(p, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { headers: authed(m.token) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as {
    referralCode: string;
    totalInvitations: number;
    totalReward: number;
    rewardPerInvitee: number;
    minFirstDeposit: number;
    list: { username: string; status: string; reward: number; deposited: boolean; paidAt: number | null }[];
  };
}

/** A referrer with a code, and an invitee registered with it. */
async function pair(): Promise<{ referrer: Member; invitee: Member; code: string }> {
  const referrer = await newMember();
  const code = (await details(referrer)).referralCode;
  return { referrer, invitee: await newMember(code), code };
}

async function balance(m: Member): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(m.id).first<{ b: number }>();
  return row?.b ?? 0;
}

async function rewardEntries(invitee: Member): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2')
    .bind(MERCHANT, `referral:${invitee.id}`)
    .first<{ n: number }>();
  return row!.n;
}

/** A deposit made by the member (QR method), pending. */
async function deposit(m: Member, amount: number): Promise<number> {
  const { status, body } = await callJson(p, '/wps/relay/MCSFE_depositByQRImageUrl', {
    headers: authed(m.token),
    body: { targetUsername: m.username, amount, bankCode: 'QR_BANK', bankType: 'PAYID', showQrImageOnly: 1, requestId: `rf-${crypto.randomUUID()}` },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.depositId as number;
}

async function approve(depositId: number) {
  const { status, body } = await dev('/__dev/deposits/decide', { depositId, outcome: 'PAID' });
  expect(status, JSON.stringify(body)).toBe(200);
}

describe('referral rewards', () => {
  it('pays the referrer once for a qualifying first deposit, even when the deposit rules run twice and at once', async () => {
    const { referrer, invitee } = await pair();
    const before = await balance(referrer);
    const first = await deposit(invitee, 60);
    await approve(first);
    await Promise.all([1, 2, 3].map(() => applyPaidDepositRules(env, MERCHANT, first)));
    await applyPaidDepositRules(env, MERCHANT, first);
    expect(await balance(referrer)).toBe(before + 2_000);
    expect(await rewardEntries(invitee)).toBe(1);
    const view = await details(referrer);
    expect(view).toMatchObject({ totalInvitations: 1, totalReward: 20, rewardPerInvitee: 20, minFirstDeposit: 50 });
    expect(view.list[0]).toMatchObject({ status: 'PAID', reward: 20, deposited: true });
    expect(view.list[0]!.paidAt).toEqual(expect.any(Number));

    // A second deposit pays nothing more.
    const second = await deposit(invitee, 100);
    await approve(second);
    await applyPaidDepositRules(env, MERCHANT, second);
    expect(await balance(referrer)).toBe(before + 2_000);
    expect(await rewardEntries(invitee)).toBe(1);
    expect((await details(referrer)).totalReward).toBe(20);
  });

  it('a first deposit below the minimum pays nothing, and a larger second deposit does not qualify either', async () => {
    const { referrer, invitee } = await pair();
    const before = await balance(referrer);
    await approve(await deposit(invitee, 49.99));
    await approve(await deposit(invitee, 500));
    expect(await balance(referrer)).toBe(before);
    expect(await rewardEntries(invitee)).toBe(0);
    const view = await details(referrer);
    expect(view.totalReward).toBe(0);
    expect(view.list[0]).toMatchObject({ status: 'REGISTERED', reward: 0, deposited: true, paidAt: null });
  });

  it('a member without a referrer (no code, an unknown code, their own code) pays no one', async () => {
    const alone = await newMember();
    const unknown = await newMember('ZZZZZZZZ');
    for (const m of [alone, unknown]) await approve(await deposit(m, 100));
    const self = await newMember();
    const own = (await details(self)).referralCode;
    await env.DB.prepare('UPDATE accounts SET profile = ?2 WHERE id = ?1')
      .bind(self.id, JSON.stringify({ referralCode: own }))
      .run();
    await approve(await deposit(self, 100));
    for (const m of [alone, unknown, self]) expect(await rewardEntries(m)).toBe(0);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_rewards WHERE invitee_id IN (?1, ?2, ?3)')
      .bind(alone.id, unknown.id, self.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it('a read of the referral details pays what a crash left: a qualified row without its money, or a first deposit without its row', async () => {
    // Crash after the row, before the money: the row is there, unpaid.
    const a = await pair();
    const beforeA = await balance(a.referrer);
    const depositA = await deposit(a.invitee, 80);
    await env.DB.prepare(
      `INSERT INTO referral_rewards (invitee_id, merchant_code, referrer_id, deposit_id, amount_minor, qualified_at) VALUES (?1, ?2, ?3, ?4, 2000, ?5)`,
    )
      .bind(a.invitee.id, MERCHANT, a.referrer.id, depositA, Date.now())
      .run();
    const row = await env.DB.prepare('SELECT paid_at FROM referral_rewards WHERE invitee_id = ?1').bind(a.invitee.id).first<{ paid_at: number | null }>();
    expect(row!.paid_at).toBeNull();
    const reads = await Promise.all([details(a.referrer), details(a.referrer)]);
    for (const r of reads) expect(r.list[0]).toMatchObject({ status: 'PAID', reward: 20 });
    expect(await balance(a.referrer)).toBe(beforeA + 2_000);
    expect(await rewardEntries(a.invitee)).toBe(1);

    // Crash after the first-deposit mark, before the referral step: the code was missing while the rules ran.
    const b = await pair();
    const beforeB = await balance(b.referrer);
    const saved = await env.DB.prepare('SELECT * FROM referral_codes WHERE account_id = ?1').bind(b.referrer.id).first<Record<string, unknown>>();
    await env.DB.prepare('DELETE FROM referral_codes WHERE account_id = ?1').bind(b.referrer.id).run();
    await approve(await deposit(b.invitee, 60));
    expect(await rewardEntries(b.invitee)).toBe(0);
    await env.DB.prepare('INSERT INTO referral_codes (account_id, merchant_code, code, created_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(saved!.account_id, saved!.merchant_code, saved!.code, saved!.created_at)
      .run();
    const after = await details(b.referrer);
    expect(after.list[0]).toMatchObject({ status: 'PAID', reward: 20 });
    expect(await balance(b.referrer)).toBe(beforeB + 2_000);
    expect(await rewardEntries(b.invitee)).toBe(1);
  });
});

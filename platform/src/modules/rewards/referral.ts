/**
 * Referral (MCSFE_getReferralDetails): the member's code (made on first ask, kept), the members who
 * registered with it, and the rewards paid for them (docs/decisions/030-rewards.md "Referral rewards").
 *
 * The rule: an invitee (an account whose registration's `referralCode`, kept in its profile, is
 * another member's code) becomes a qualified invitation when their first deposit (the deposit the
 * deposit rules mark `first_deposit`) is paid and is at least the brand's minimum
 * (`referral_settings`); the referrer then receives the brand's reward once per invitee, an `adjust`
 * BONUS against BONUSES keyed `referral:<invitee id>`. The `referral_rewards` row is written before
 * the money and marked paid after it. The deposit rules qualify and pay (`qualifyReferral`); a read
 * of the referral details finishes what a crash left (`completeReferralRewards`). Both are safe to
 * run twice or at once: the row is one per invitee and the ledger key posts once.
 */
import type { Env } from '../../env';
import { now as clock } from '../../http/clock';
import { payReward } from './pay';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export async function referralCode(db: D1Database, merchant: string, accountId: number, create: boolean, now: number): Promise<string | null> {
  const existing = await db.prepare('SELECT code FROM referral_codes WHERE account_id = ?1').bind(accountId).first<{ code: string }>();
  if (existing || !create) return existing?.code ?? null;
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .prepare('INSERT INTO referral_codes (account_id, merchant_code, code, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(accountId, merchant, randomCode(), now)
      .run();
    const row = await db.prepare('SELECT code FROM referral_codes WHERE account_id = ?1').bind(accountId).first<{ code: string }>();
    if (row) return row.code;
  }
  return null;
}

export interface ReferralSettings {
  rewardMinor: number;
  minFirstDepositMinor: number;
}

export async function referralSettings(db: D1Database, merchant: string): Promise<ReferralSettings | null> {
  const row = await db
    .prepare('SELECT reward_minor, min_first_deposit_minor FROM referral_settings WHERE merchant_code = ?1')
    .bind(merchant)
    .first<{ reward_minor: number; min_first_deposit_minor: number }>();
  return row ? { rewardMinor: row.reward_minor, minFirstDepositMinor: row.min_first_deposit_minor } : null;
}

interface RewardRow {
  invitee_id: number;
  referrer_id: number;
  amount_minor: number;
  paid_at: number | null;
}

/** Pays a qualified invitation's reward (once: the ledger key) and marks the row paid. */
async function payRow(env: Env, merchant: string, row: RewardRow): Promise<void> {
  const key = `referral:${row.invitee_id}`;
  await payReward(env, merchant, row.referrer_id, key, row.amount_minor, 'BONUS', key);
  await env.DB.prepare('UPDATE referral_rewards SET paid_at = ?2 WHERE invitee_id = ?1 AND paid_at IS NULL').bind(row.invitee_id, clock(env)).run();
}

/**
 * The invitee's first deposit was paid: when it is at least the brand's minimum and the invitee
 * registered with another member's code, records the qualified invitation (once per invitee) and
 * pays the referrer. `deposit` must be the invitee's first paid deposit.
 */
export async function qualifyReferral(env: Env, merchant: string, deposit: { id: number; account_id: number; amount_minor: number }): Promise<void> {
  const db = env.DB;
  const settings = await referralSettings(db, merchant);
  if (!settings || settings.rewardMinor <= 0 || deposit.amount_minor < settings.minFirstDepositMinor) return;
  const referrer = await db
    .prepare(
      `SELECT c.account_id AS id FROM accounts a
         JOIN referral_codes c ON c.merchant_code = a.merchant_code AND c.code = json_extract(a.profile, '$.referralCode')
        WHERE a.id = ?1 AND a.merchant_code = ?2 AND c.account_id <> a.id`,
    )
    .bind(deposit.account_id, merchant)
    .first<{ id: number }>();
  if (!referrer) return;
  await db
    .prepare(
      `INSERT INTO referral_rewards (invitee_id, merchant_code, referrer_id, deposit_id, amount_minor, qualified_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (invitee_id) DO NOTHING`,
    )
    .bind(deposit.account_id, merchant, referrer.id, deposit.id, settings.rewardMinor, clock(env))
    .run();
  // The stored row, not the settings just read: a retry after a settings change pays the amount first recorded.
  const row = await db
    .prepare('SELECT invitee_id, referrer_id, amount_minor, paid_at FROM referral_rewards WHERE invitee_id = ?1 AND merchant_code = ?2')
    .bind(deposit.account_id, merchant)
    .first<RewardRow>();
  if (row && row.paid_at === null) await payRow(env, merchant, row);
}

/**
 * Before the referrer's details are read: qualifies the invitees whose first deposit is marked but
 * who have no row yet, and pays the rows left unpaid (a crash between the steps of the deposit rules).
 */
export async function completeReferralRewards(env: Env, merchant: string, referrerId: number, code: string): Promise<void> {
  const db = env.DB;
  const [missing, unpaid] = await db.batch([
    db
      .prepare(
        `SELECT d.id, d.account_id, d.amount_minor FROM accounts a
           JOIN deposits d ON d.account_id = a.id AND d.merchant_code = a.merchant_code AND d.first_deposit = 1 AND d.status = 'PAID'
          WHERE a.merchant_code = ?1 AND json_extract(a.profile, '$.referralCode') = ?2
            AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.invitee_id = a.id)
          LIMIT 100`,
      )
      .bind(merchant, code),
    db
      .prepare('SELECT invitee_id, referrer_id, amount_minor, paid_at FROM referral_rewards WHERE merchant_code = ?1 AND referrer_id = ?2 AND paid_at IS NULL')
      .bind(merchant, referrerId),
  ]);
  for (const d of (missing?.results ?? []) as { id: number; account_id: number; amount_minor: number }[]) await qualifyReferral(env, merchant, d);
  for (const row of (unpaid?.results ?? []) as RewardRow[]) await payRow(env, merchant, row);
}

export type InvitationStatus = 'REGISTERED' | 'QUALIFIED' | 'PAID';

/**
 * The accounts registered with the code, newest first, each with its status: REGISTERED (no
 * qualifying first deposit), QUALIFIED (qualified, reward not yet posted) or PAID (with the amount).
 */
export async function invitations(db: D1Database, merchant: string, code: string) {
  const [settings, invited] = await Promise.all([
    referralSettings(db, merchant),
    db
      .prepare(
        `SELECT a.username, a.created_at,
                EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = a.id AND d.status = 'PAID') AS deposited,
                r.amount_minor, r.qualified_at, r.paid_at
           FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id
          WHERE a.merchant_code = ?1 AND json_extract(a.profile, '$.referralCode') = ?2
          ORDER BY a.created_at DESC LIMIT 100`,
      )
      .bind(merchant, code)
      .all<{ username: string; created_at: number; deposited: number; amount_minor: number | null; qualified_at: number | null; paid_at: number | null }>(),
  ]);
  const list = invited.results.map((r) => {
    const status: InvitationStatus = r.qualified_at === null ? 'REGISTERED' : r.paid_at === null ? 'QUALIFIED' : 'PAID';
    return {
      username: `${r.username.slice(0, 2)}***${r.username.slice(-1)}`,
      joinedAt: r.created_at,
      deposited: r.deposited === 1,
      status,
      rewardMinor: r.amount_minor ?? 0,
      paidAt: r.paid_at,
    };
  });
  const earned = await db
    .prepare(
      `SELECT COALESCE(SUM(r.amount_minor), 0) AS total FROM referral_rewards r
         JOIN referral_codes c ON c.account_id = r.referrer_id
        WHERE r.merchant_code = ?1 AND c.code = ?2 AND r.paid_at IS NOT NULL`,
    )
    .bind(merchant, code)
    .first<{ total: number }>();
  return {
    list,
    totalInvitations: list.length,
    totalRewardMinor: earned?.total ?? 0,
    rewardPerInviteeMinor: settings?.rewardMinor ?? 0,
    minFirstDepositMinor: settings?.minFirstDepositMinor ?? 0,
  };
}

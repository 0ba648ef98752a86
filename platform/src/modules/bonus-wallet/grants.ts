/**
 * The bonus wallet's records (migration 0050): a brand's settings and its members' grants, read
 * and written as statements for the wallet's own batches (ledger/bonus-commands.ts posts the money
 * beside them). Nothing here moves money.
 */
import { parseContributions, type GrantRules, type StakeOrder } from './rules';

export interface BonusSettings {
  enabled: boolean;
  stakeOrder: StakeOrder;
  contributions: Record<string, number>;
  defaultContribution: number;
  maxStakeMinor: number | null;
  expiryDays: number;
}

export const DEFAULT_BONUS_SETTINGS: BonusSettings = {
  enabled: false,
  stakeOrder: 'CASH_FIRST',
  contributions: {},
  defaultContribution: 100,
  maxStakeMinor: null,
  expiryDays: 30,
};

interface SettingsRow {
  enabled: number;
  stake_order: StakeOrder;
  contributions: string;
  default_contribution: number;
  max_stake_minor: number | null;
  expiry_days: number;
}

/** A brand's bonus-wallet settings; a brand without a row keeps bonuses in cash (off). */
export async function loadBonusSettings(db: D1Database, merchant: string): Promise<BonusSettings> {
  const row = await db.prepare('SELECT * FROM brand_bonus_settings WHERE merchant_code = ?1').bind(merchant).first<SettingsRow>();
  if (!row) return DEFAULT_BONUS_SETTINGS;
  return {
    enabled: row.enabled === 1,
    stakeOrder: row.stake_order,
    contributions: parseContributions(row.contributions),
    defaultContribution: row.default_contribution,
    maxStakeMinor: row.max_stake_minor,
    expiryDays: row.expiry_days,
  };
}

export type GrantStatus = 'QUEUED' | 'ACTIVE' | 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'SPENT';

export interface Grant extends GrantRules {
  id: number;
  accountId: number;
  entryKey: string;
  amountMinor: number;
  turnoverRequiredMinor: number;
  turnoverDoneMinor: number;
  expiryDays: number;
  status: GrantStatus;
  createdAt: number;
  activatedAt: number | null;
  expiresAt: number | null;
  endedAt: number | null;
  endedMinor: number | null;
}

export interface GrantRow {
  id: number;
  account_id: number;
  entry_key: string;
  amount_minor: number;
  turnover_required_minor: number;
  turnover_done_minor: number;
  stake_order: StakeOrder;
  contributions: string;
  default_contribution: number;
  max_stake_minor: number | null;
  expiry_days: number;
  status: GrantStatus;
  created_at: number;
  activated_at: number | null;
  expires_at: number | null;
  ended_at: number | null;
  ended_minor: number | null;
}

export function grantOf(row: GrantRow): Grant {
  return {
    id: row.id,
    accountId: row.account_id,
    entryKey: row.entry_key,
    amountMinor: row.amount_minor,
    turnoverRequiredMinor: row.turnover_required_minor,
    turnoverDoneMinor: row.turnover_done_minor,
    stakeOrder: row.stake_order,
    contributions: parseContributions(row.contributions),
    defaultContribution: row.default_contribution,
    maxStakeMinor: row.max_stake_minor,
    expiryDays: row.expiry_days,
    status: row.status,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
    endedMinor: row.ended_minor,
  };
}

/** The member's active grant, the next one waiting, and how many open rounds the active one's bonus paid into. */
export interface GrantState {
  active: Grant | null;
  /** The oldest queued grant (the next to start), and how many wait in all. */
  queued: Grant | null;
  queuedCount: number;
  openBonusRounds: number;
}

/** Whether an active grant is past its expiry (then forfeited before any money moves by it). */
export const grantExpired = (grant: Grant, now: number): boolean => grant.expiresAt !== null && grant.expiresAt <= now;

/** One read (by bonus_grants_by_account): the active grant and the oldest queued one. */
export async function grantState(db: D1Database, merchant: string, accountId: number): Promise<GrantState> {
  const { results } = await db
    .prepare(
      `SELECT g.*, CASE WHEN g.status = 'ACTIVE'
                THEN (SELECT COUNT(*) FROM bets b WHERE b.bonus_grant_id = g.id AND b.status = 'OPEN' AND b.bonus_minor > 0) ELSE 0 END AS open_bonus_rounds,
              (SELECT COUNT(*) FROM bonus_grants q WHERE q.merchant_code = ?1 AND q.account_id = ?2 AND q.status = 'QUEUED') AS queued_count
         FROM bonus_grants g
        WHERE g.merchant_code = ?1 AND g.account_id = ?2 AND g.status IN ('ACTIVE', 'QUEUED')
        ORDER BY g.status = 'ACTIVE' DESC, g.id LIMIT 2`,
    )
    .bind(merchant, accountId)
    .all<GrantRow & { open_bonus_rounds: number; queued_count: number }>();
  const active = results.find((r) => r.status === 'ACTIVE');
  const queued = results.find((r) => r.status === 'QUEUED');
  return {
    active: active ? grantOf(active) : null,
    queued: queued ? grantOf(queued) : null,
    queuedCount: results[0]?.queued_count ?? 0,
    openBonusRounds: active?.open_bonus_rounds ?? 0,
  };
}

/** A grant by the key of what paid it (a repeat of a queued grant finds it before any money moved). */
export async function grantByKey(db: D1Database, merchant: string, key: string): Promise<Grant | null> {
  const row = await db.prepare('SELECT * FROM bonus_grants WHERE merchant_code = ?1 AND entry_key = ?2').bind(merchant, key).first<GrantRow>();
  return row ? grantOf(row) : null;
}

/** A new grant with the brand's rules of the moment: ACTIVE at once (its money credited beside it) or QUEUED behind another. */
export function insertGrant(
  db: D1Database,
  g: { merchant: string; accountId: number; key: string; amountMinor: number; requiredMinor: number; settings: BonusSettings; active: boolean; now: number },
): D1PreparedStatement {
  const s = g.settings;
  return db
    .prepare(
      `INSERT INTO bonus_grants (merchant_code, account_id, entry_key, amount_minor, turnover_required_minor, stake_order, contributions,
                                 default_contribution, max_stake_minor, expiry_days, status, created_at, activated_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      g.merchant,
      g.accountId,
      g.key,
      g.amountMinor,
      g.requiredMinor,
      s.stakeOrder,
      JSON.stringify(s.contributions),
      s.defaultContribution,
      s.maxStakeMinor,
      s.expiryDays,
      g.active ? 'ACTIVE' : 'QUEUED',
      g.now,
      g.active ? g.now : null,
      g.active ? g.now + s.expiryDays * 86_400_000 : null,
    );
}

/** A queued grant starts: its expiry counts from now. Changes nothing unless it is still QUEUED. */
export function activateGrant(db: D1Database, grant: Grant, now: number): D1PreparedStatement {
  return db
    .prepare("UPDATE bonus_grants SET status = 'ACTIVE', activated_at = ?2, expires_at = ?3 WHERE id = ?1 AND status = 'QUEUED'")
    .bind(grant.id, now, now + grant.expiryDays * 86_400_000);
}

/** The meter after a round of the active grant. */
export function recordTurnover(db: D1Database, grant: Grant, doneMinor: number): D1PreparedStatement {
  return db.prepare("UPDATE bonus_grants SET turnover_done_minor = ?2 WHERE id = ?1 AND status = 'ACTIVE'").bind(grant.id, doneMinor);
}

/** The active grant ends: what moved (to cash or back to the brand) is kept with it. */
export function endGrant(
  db: D1Database,
  grant: Grant,
  end: { status: 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'SPENT'; doneMinor: number; endedMinor: number; now: number },
): D1PreparedStatement {
  return db
    .prepare("UPDATE bonus_grants SET status = ?2, turnover_done_minor = ?3, ended_minor = ?4, ended_at = ?5 WHERE id = ?1 AND status = 'ACTIVE'")
    .bind(grant.id, end.status, end.doneMinor, end.endedMinor, end.now);
}

/** Every queued grant of the member given up, never credited (an account's closure). */
export function cancelQueued(db: D1Database, merchant: string, accountId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE bonus_grants SET status = 'FORFEITED', activated_at = ?3, ended_at = ?3, ended_minor = 0 WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'QUEUED'",
    )
    .bind(merchant, accountId, now);
}

/**
 * Responsible gaming's storage (migration 0033) and the guard the wallet's ledger runs before a
 * movement (docs/decisions/039-responsible-gaming-in-the-ledger.md). The arithmetic is rules.ts;
 * this file reads the limits, the exclusion in force and a period's use from D1.
 */
import { PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import { isTimeZone } from '../records/zone';
import {
  checkLimit,
  excludedAt,
  limitAt,
  periodWindow,
  RG_TOOLS,
  type Exclusion,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type Prompt,
  type PromptFacts,
  type RgTool,
} from './rules';

export const LIMIT_KINDS: readonly LimitKind[] = ['DEPOSIT', 'LOSS', 'WAGER'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** The brand's list as stored; anything that is not a known tool is ignored. */
export function toolsOf(raw: string | null | undefined): RgTool[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list) ? RG_TOOLS.filter((tool) => list.includes(tool)) : [];
  } catch {
    return [];
  }
}

/** The brand's zone and responsible-gaming choices. */
export interface RgBrand {
  zone: string;
  tools: RgTool[];
  coolingOffMs: number;
  /** The reality-check interval of a member who chose none. */
  realityCheckMinutes: number;
}

export async function rgBrand(db: D1Database, merchant: string): Promise<RgBrand> {
  const row = await db
    .prepare('SELECT time_zone, rg_tools, rg_cooling_off_hours, rg_reality_check_minutes FROM brands WHERE merchant_code = ?1')
    .bind(merchant)
    .first<{ time_zone: string; rg_tools: string; rg_cooling_off_hours: number; rg_reality_check_minutes: number }>();
  return {
    zone: row && isTimeZone(row.time_zone) ? row.time_zone : 'UTC',
    tools: row ? toolsOf(row.rg_tools) : [...RG_TOOLS],
    coolingOffMs: (row?.rg_cooling_off_hours ?? 24) * 3_600_000,
    realityCheckMinutes: row?.rg_reality_check_minutes ?? 60,
  };
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount_minor: number | null;
  has_pending: number;
  pending_amount_minor: number | null;
  pending_effective_at: number | null;
}

export const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

const stateOf = (row: LimitRow): LimitState => ({
  amountMinor: row.amount_minor,
  pending: row.has_pending === 1 ? { amountMinor: row.pending_amount_minor, effectiveAt: row.pending_effective_at ?? 0 } : null,
});

const limitsSql = 'SELECT kind, period, amount_minor, has_pending, pending_amount_minor, pending_effective_at FROM rg_limits WHERE account_id = ?1';
// Each new row holds the merged state (requestExclusion: the later end, the stronger kind), so the newest row in force is the state.
const exclusionSql = `SELECT kind, ends_at FROM rg_exclusions WHERE account_id = ?1 AND (ends_at IS NULL OR ends_at > ?2)
  ORDER BY id DESC LIMIT 1`;

/** The member's stored limits by limitKey (as stored: a pending change may be due; read them through limitAt). */
export async function storedLimits(db: D1Database, accountId: number): Promise<Map<string, LimitState>> {
  const { results } = await db.prepare(limitsSql).bind(accountId).all<LimitRow>();
  return new Map(results.map((row) => [limitKey(row.kind, row.period), stateOf(row)]));
}

const exclusionOfRow = (row: { kind: ExclusionKind; ends_at: number | null } | null): Exclusion | null =>
  row ? { kind: row.kind, endsAt: row.ends_at } : null;

/** The exclusion in force at `now`, if any (the one that ends last). */
export async function exclusionInForce(db: D1Database, accountId: number, now: number): Promise<Exclusion | null> {
  return exclusionOfRow(await db.prepare(exclusionSql).bind(accountId, now).first<{ kind: ExclusionKind; ends_at: number | null }>());
}

/**
 * What a period used: deposits asked for (credited or still open; a late payment held for the
 * operator does not count until it is released), stakes (every bet not voided, and every tournament
 * buy-in), or net loss (those stakes minus their payouts and tournament cash prizes; a win makes it
 * negative), by the moment the deposit, bet, buy-in or prize was made.
 */
export async function periodUse(db: D1Database, merchant: string, accountId: number, kind: LimitKind, window: { start: number; end: number }): Promise<number> {
  const sql =
    kind === 'DEPOSIT'
      ? "SELECT COALESCE(SUM(amount_minor), 0) AS used FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status IN ('PENDING', 'PAID') AND created_at >= ?3 AND created_at < ?4"
      : kind === 'WAGER'
        ? `SELECT (SELECT COALESCE(SUM(stake_minor), 0) FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status <> 'VOID' AND created_at >= ?3 AND created_at < ?4)
                + ${tournamentMoney("'TOURNAMENT_BUYIN'")} AS used`
        : `SELECT (SELECT COALESCE(SUM(stake_minor - payout_minor), 0) FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status <> 'VOID' AND created_at >= ?3 AND created_at < ?4)
                + ${tournamentMoney("'TOURNAMENT_BUYIN', 'TOURNAMENT_PRIZE'")} AS used`;
  const row = await db.prepare(sql).bind(merchant, accountId, window.start, window.end).first<{ used: number }>();
  return row?.used ?? 0;
}

/** What the member's wallet lost to tournament movements of these kinds in the window (a buy-in's line is negative, a prize's positive). */
const tournamentMoney = (kinds: string) =>
  `(SELECT COALESCE(-SUM(amount_minor), 0) FROM journal_lines WHERE merchant_code = ?1 AND owner_id = ?2 AND entry_kind IN (${kinds}) AND created_at >= ?3 AND created_at < ?4)`;

/** Why the guard refused a movement: an exclusion, or a limit with what is left and when it resets. */
export type RgRefusal =
  | { code: 'rg.excluded'; endsAt: number | null; closed: boolean }
  | { code: 'rg.limit_reached'; kind: LimitKind; period: LimitPeriod; remainingMinor: number; resetsAt: number };

/**
 * The guard of a deposit order (DEPOSIT) or a stake (LOSS and WAGER), run by the wallet's ledger in
 * the member's serialised step: refused during an exclusion, or when the amount would take any
 * limit of those kinds past its amount in the period containing `at` (the moment the movement
 * counts at: `now`, except for a cancelled order paid later, which counts at its order's moment).
 * The exclusion and the limits are those in force at `now`. One read when the member has no limits
 * and no exclusion (the common case); a period's use only for a limit that is set.
 */
export async function guardMovement(
  db: D1Database,
  merchant: string,
  accountId: number,
  kinds: readonly LimitKind[],
  amountMinor: number,
  now: number,
  at: number = now,
): Promise<RgRefusal | null> {
  const [exclusionRows, limitRows] = await db.batch([db.prepare(exclusionSql).bind(accountId, now), db.prepare(limitsSql).bind(accountId)]);
  const exclusion = exclusionOfRow((exclusionRows?.results?.[0] as { kind: ExclusionKind; ends_at: number | null } | undefined) ?? null);
  if (excludedAt(exclusion, now)) return { code: 'rg.excluded', endsAt: exclusion!.endsAt, closed: exclusion!.kind === 'CLOSURE' };
  const limits = ((limitRows?.results ?? []) as LimitRow[]).filter((row) => kinds.includes(row.kind));
  if (limits.length === 0) return null;
  const { zone } = await rgBrand(db, merchant);
  for (const row of limits) {
    const { amountMinor: limit } = limitAt(stateOf(row), now);
    if (limit === null) continue;
    const window = periodWindow(row.period, at, zone);
    const used = await periodUse(db, merchant, accountId, row.kind, window);
    const check = checkLimit(limit, Math.max(0, used), amountMinor, window);
    if (!check.ok) return { code: 'rg.limit_reached', kind: row.kind, period: row.period, remainingMinor: check.remainingMinor, resetsAt: check.resetsAt };
  }
  return null;
}

/** The refusal as the envelope's `value` (amounts on the wire are decimals: docs/platform-protocol.md "Money"). */
export function refusalValue(refusal: RgRefusal): Record<string, unknown> {
  if (refusal.code === 'rg.excluded') return { endsAt: refusal.endsAt, closed: refusal.closed };
  return { kind: refusal.kind, period: refusal.period, remaining: minorToAmount(refusal.remainingMinor), resetsAt: refusal.resetsAt };
}

/** A registration refused for a self-excluded player's details: no reason beyond "contact customer service". */
export const registrationRefused = () => new PlatformError(403, 'rg.registration_refused', 'please contact customer service');

/**
 * SQL over ?1 (a merchant code): the brands whose self-exclusions hold on it, itself and the other
 * brands of its operator's group (brands.rg_exclusion_group, migration 0034).
 */
const sharingBrandsSql = `SELECT bb.merchant_code FROM brands ba JOIN brands bb
    ON bb.merchant_code = ba.merchant_code OR (ba.rg_exclusion_group IS NOT NULL AND bb.rg_exclusion_group = ba.rg_exclusion_group)
  WHERE ba.merchant_code = ?1`;

/**
 * Whether a mobile number, e-mail or ID number belongs to an account under a self-exclusion in
 * force, of the brand or another brand of its group (time-outs do not count: the player may come
 * back when one ends).
 */
export async function selfExcludedDetails(
  db: D1Database,
  merchant: string,
  details: { dialing: string | null; mobile: string | null; email: string | null; idNumber: string | null },
  now: number,
): Promise<boolean> {
  if (!details.mobile && !details.email && !details.idNumber) return false;
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM accounts a JOIN rg_exclusions x ON x.account_id = a.id
        WHERE a.merchant_code IN (${sharingBrandsSql}) AND x.kind = 'SELF_EXCLUSION' AND (x.ends_at IS NULL OR x.ends_at > ?2)
          AND ((?3 IS NOT NULL AND a.mobile_num = ?3 AND a.country_dialing_code IS ?4)
            OR (?5 IS NOT NULL AND lower(a.email) = lower(?5))
            OR (?6 IS NOT NULL AND json_extract(a.profile, '$.idNumber') = ?6))
        LIMIT 1`,
    )
    .bind(merchant, now, details.mobile, details.dialing, details.email, details.idNumber)
    .first();
  return row !== null;
}

/**
 * SQL over `account` (an account id: a parameter, or a column of an outer query; the aliases inside
 * are its own, so an outer `a` is not shadowed): the same player's accounts on the other brands of
 * its brand's group (the same mobile number, e-mail or ID number). None when the brand is in no group.
 */
const sisterAccountsOfSql = (account: string) => `SELECT sb.id FROM accounts sa
    JOIN brands sba ON sba.merchant_code = sa.merchant_code AND sba.rg_exclusion_group IS NOT NULL
    JOIN brands sbb ON sbb.rg_exclusion_group = sba.rg_exclusion_group AND sbb.merchant_code <> sba.merchant_code
    JOIN accounts sb ON sb.merchant_code = sbb.merchant_code
  WHERE sa.id = ${account}
    AND ((sa.mobile_num IS NOT NULL AND sb.mobile_num = sa.mobile_num AND sb.country_dialing_code IS sa.country_dialing_code)
      OR (sa.email IS NOT NULL AND lower(sb.email) = lower(sa.email))
      OR (json_extract(sa.profile, '$.idNumber') IS NOT NULL AND json_extract(sb.profile, '$.idNumber') = json_extract(sa.profile, '$.idNumber')))`;

/** SQL over ?1 (an account id): the same player's accounts on the other brands of its brand's group. */
export const sisterAccountsSql = sisterAccountsOfSql('?1');

/**
 * A self-exclusion in force that the same player started on another brand of the group (the one
 * that ends last): it holds here too, so the login is refused with its end.
 */
export async function sisterSelfExclusion(db: D1Database, accountId: number, now: number): Promise<Exclusion | null> {
  return exclusionOfRow(
    await db
      .prepare(
        `SELECT kind, ends_at FROM rg_exclusions WHERE account_id IN (${sisterAccountsSql})
           AND kind = 'SELF_EXCLUSION' AND (ends_at IS NULL OR ends_at > ?2)
         ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1`,
      )
      .bind(accountId, now)
      .first<{ kind: ExclusionKind; ends_at: number | null }>(),
  );
}

/** The names of the other brands where the member's self-exclusion also holds (their group's). */
export async function sharingBrandNames(db: D1Database, merchant: string): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT name FROM brands WHERE merchant_code IN (${sharingBrandsSql}) AND merchant_code <> ?1 AND status = 'ACTIVE' ORDER BY name`)
    .bind(merchant)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/** The member's session time limit (minutes, with a change waiting for its cooling-off) and chosen reality-check interval. */
export interface SessionSettings {
  limit: LimitState;
  realityCheckMinutes: number | null;
}

export async function sessionSettings(db: D1Database, accountId: number): Promise<SessionSettings> {
  const row = await db
    .prepare(
      'SELECT limit_minutes, has_pending, pending_limit_minutes, pending_effective_at, reality_check_minutes FROM rg_session_settings WHERE account_id = ?1',
    )
    .bind(accountId)
    .first<{
      limit_minutes: number | null;
      has_pending: number;
      pending_limit_minutes: number | null;
      pending_effective_at: number | null;
      reality_check_minutes: number | null;
    }>();
  if (!row) return { limit: { amountMinor: null, pending: null }, realityCheckMinutes: null };
  return {
    limit: {
      amountMinor: row.limit_minutes,
      pending: row.has_pending === 1 ? { amountMinor: row.pending_limit_minutes, effectiveAt: row.pending_effective_at ?? 0 } : null,
    },
    realityCheckMinutes: row.reality_check_minutes,
  };
}

/**
 * SQL (a condition on `sessions`): the session is within its member's session time limit at `now`
 * (the limit in force: a waiting change whose cooling-off has passed counts; none: no limit).
 * sessionByToken's touch carries it, so a session past its limit ends on its next request.
 */
export const withinSessionLimitSql = (now: string) => `${now} - sessions.created_at < COALESCE((
      SELECT (CASE WHEN has_pending = 1 AND pending_effective_at <= ${now} THEN pending_limit_minutes ELSE limit_minutes END) * 60000
        FROM rg_session_settings WHERE rg_session_settings.account_id = sessions.account_id), 9007199254740991)`;

/** What this session played: its stakes and net result (payouts minus stakes) of bets not voided since it began. */
export async function sessionPlay(
  db: D1Database,
  merchant: string,
  accountId: number,
  since: number,
): Promise<{ stakesMinor: number; netMinor: number; rounds: number }> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(stake_minor), 0) AS stakes, COALESCE(SUM(payout_minor - stake_minor), 0) AS net, COUNT(*) AS rounds
         FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status <> 'VOID' AND created_at >= ?3`,
    )
    .bind(merchant, accountId, since)
    .first<{ stakes: number; net: number; rounds: number }>();
  return { stakesMinor: row?.stakes ?? 0, netMinor: row?.net ?? 0, rounds: row?.rounds ?? 0 };
}

/** What decides which safer-gambling prompts are due for the account (rules.ts promptsDue), read together. */
export async function promptFacts(
  db: D1Database,
  merchant: string,
  account: { id: number; created_at: number },
  offersDepositLimit: boolean,
  now: number,
): Promise<PromptFacts> {
  const [answers, money, limits] = await Promise.all([
    db
      .prepare('SELECT prompt, MAX(answered_at) AS at FROM rg_prompt_answers WHERE account_id = ?1 GROUP BY prompt')
      .bind(account.id)
      .all<{ prompt: Prompt; at: number }>(),
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM bets WHERE merchant_code = ?1 AND account_id = ?2) AS staked,
                EXISTS (SELECT 1 FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PAID') AS deposited`,
      )
      .bind(merchant, account.id)
      .first<{ staked: number; deposited: number }>(),
    storedLimits(db, account.id),
  ]);
  const hasDepositLimit = [...limits].some(([key, state]) => key.startsWith('DEPOSIT:') && limitAt(state, now).amountMinor !== null);
  return {
    now,
    openedAt: account.created_at,
    answered: Object.fromEntries(answers.results.map((row) => [row.prompt, row.at])),
    staked: money?.staked === 1,
    deposited: money?.deposited === 1,
    hasDepositLimit,
    offersDepositLimit,
  };
}

/**
 * The member's net deposits (money paid in less money paid out) since `since`, from the ledger
 * itself: the member's own lines of DEPOSIT entries (cash in, positive) and WITHDRAW_PAID entries
 * (paid out of the held wallet, negative). A withdrawal held or refunded moves money between the
 * member's own wallets, and a transfer, a bet or a bonus is no deposit: none of them counts.
 */
export async function netDepositsSince(db: D1Database, merchant: string, accountId: number, since: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) AS net FROM journal_lines
        WHERE merchant_code = ?1 AND owner_id = ?2 AND entry_kind IN ('DEPOSIT', 'WITHDRAW_PAID') AND created_at >= ?3`,
    )
    .bind(merchant, accountId, since)
    .first<{ net: number }>();
  return row?.net ?? 0;
}

/**
 * SQL: the kind of the exclusion in force for the account `accountColumn` ('TIMEOUT',
 * 'SELF_EXCLUSION' or NULL), for lists that show it beside an account (the agent's team). "In
 * force" by the database's clock, so it needs no bound parameter in queries that share columns.
 */
export const protectionSql = (accountColumn: string) => `(SELECT x.kind FROM rg_exclusions x
    WHERE x.account_id = ${accountColumn} AND (x.ends_at IS NULL OR x.ends_at > CAST(unixepoch('subsec') * 1000 AS INTEGER))
    ORDER BY x.kind = 'CLOSURE' DESC, x.kind = 'SELF_EXCLUSION' DESC LIMIT 1)`;

/** SQL: the moment `at` fell inside one of the account's time-outs or self-exclusions. */
export const sentDuringExclusionSql = (account: string, at: string) =>
  `EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.account_id = ${account} AND ${at} >= x.starts_at AND (x.ends_at IS NULL OR ${at} < x.ends_at))`;

/** SQL: the account `account` is timed out, self-excluded or closed at `now`. */
export const excludedSql = (account: string, now: string) =>
  `EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.account_id = ${account} AND x.starts_at <= ${now} AND (x.ends_at IS NULL OR x.ends_at > ${now}))`;

/**
 * SQL: the account `account` is timed out, self-excluded or closed at `now`, or its player is
 * self-excluded on another brand of its group (what refuses its logins: sisterSelfExclusion). What
 * reaches a player unasked, such as marketing, stops for both.
 */
export const excludedAnywhereSql = (account: string, now: string) => `(${excludedSql(account, now)}
    OR EXISTS (SELECT 1 FROM rg_exclusions sx WHERE sx.account_id IN (${sisterAccountsOfSql(account)})
      AND sx.kind = 'SELF_EXCLUSION' AND sx.starts_at <= ${now} AND (sx.ends_at IS NULL OR sx.ends_at > ${now})))`;

/** The tools whose settings the member keeps: a limit or session limit in force or waiting (it holds whatever the brand offers now). */
export async function keptTools(db: D1Database, accountId: number): Promise<RgTool[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT kind || '_LIMIT' AS tool FROM rg_limits WHERE account_id = ?1 AND (amount_minor IS NOT NULL OR has_pending = 1)
       UNION SELECT 'SESSION_LIMIT' FROM rg_session_settings WHERE account_id = ?1 AND (limit_minutes IS NOT NULL OR has_pending = 1)`,
    )
    .bind(accountId)
    .all<{ tool: string }>();
  return RG_TOOLS.filter((tool) => results.some((row) => row.tool === tool));
}

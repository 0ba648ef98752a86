/**
 * The member's own changes, run as wallet commands (ledger/commands.ts `rg.limit`, `rg.exclude`,
 * `rg.sessionLimit`, `rg.realityCheck`) so that they are serialised with each other and with the
 * deposits and stakes they govern (two changes sent together can never both read the old state): a limit lowered at the
 * moment a deposit is judged is either in force for it or not, never half (docs/decisions/039).
 */
import { revokeAccountSessionsStatement, revokeSelectedSessionsStatement } from '../session/revoke';
import { exclusionInForce, limitKey, rgBrand, sessionSettings, sisterAccountsSql, storedLimits } from './store';
import { exclusionKindOf, limitAt, requestExclusion, requestLimit, type ExclusionLength, type LimitKind, type LimitPeriod, type LimitState } from './rules';

export interface LimitRequest {
  merchant: string;
  accountId: number;
  kind: LimitKind;
  period: LimitPeriod;
  /** null: remove the limit. */
  amountMinor: number | null;
  /** The public id of the session that asked (recorded with the change). */
  sessionId: string;
}

/** Minutes of the session time limit or reality check (null: none, or the brand's default). */
export interface MinutesRequest {
  merchant: string;
  accountId: number;
  minutes: number | null;
  sessionId: string;
}

export interface ExclusionRequest {
  merchant: string;
  accountId: number;
  length: ExclusionLength;
  sessionId: string;
}

/** A requested limit: applied, waiting for its cooling-off, or nothing to change; recorded unless unchanged. */
export async function changeLimit(db: D1Database, now: number, c: LimitRequest): Promise<{ state: LimitState; outcome: string; effectiveAt: number | null }> {
  const brand = await rgBrand(db, c.merchant);
  const current = (await storedLimits(db, c.accountId)).get(limitKey(c.kind, c.period)) ?? { amountMinor: null, pending: null };
  const before = limitAt(current, now).amountMinor;
  const change = requestLimit(current, c.amountMinor, now, brand.coolingOffMs);
  if (change.outcome === 'UNCHANGED') return change;
  const { state } = change;
  await db.batch([
    db
      .prepare(
        `INSERT INTO rg_limits (merchant_code, account_id, kind, period, amount_minor, has_pending, pending_amount_minor, pending_effective_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (account_id, kind, period) DO UPDATE SET amount_minor = excluded.amount_minor, has_pending = excluded.has_pending,
           pending_amount_minor = excluded.pending_amount_minor, pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
      )
      .bind(
        c.merchant,
        c.accountId,
        c.kind,
        c.period,
        state.amountMinor,
        state.pending ? 1 : 0,
        state.pending?.amountMinor ?? null,
        state.pending?.effectiveAt ?? null,
        now,
      ),
    db
      .prepare(
        `INSERT INTO rg_changes (merchant_code, account_id, what, kind, period, from_value, to_value, effective_at, session_id, created_at)
         VALUES (?1, ?2, 'LIMIT', ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(c.merchant, c.accountId, c.kind, c.period, before, c.amountMinor, change.effectiveAt ?? now, c.sessionId, now),
  ]);
  return change;
}

/**
 * A time-out or self-exclusion, at once: the later end wins over one in force (the player can
 * lengthen, never shorten), every session of the account ends in the same batch, and it is recorded.
 */
export async function startExclusion(db: D1Database, now: number, c: ExclusionRequest): Promise<{ endsAt: number | null }> {
  const { zone } = await rgBrand(db, c.merchant);
  const current = await exclusionInForce(db, c.accountId, now);
  const next = requestExclusion(current, c.length, now, zone);
  await db.batch([
    db
      .prepare('INSERT INTO rg_exclusions (merchant_code, account_id, kind, length, starts_at, ends_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(c.merchant, c.accountId, next.kind, c.length, now, next.endsAt),
    db
      .prepare(
        `INSERT INTO rg_changes (merchant_code, account_id, what, length, effective_at, ends_at, session_id, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?5)`,
      )
      .bind(c.merchant, c.accountId, exclusionKindOf(c.length), c.length, now, next.endsAt, c.sessionId),
    revokeAccountSessionsStatement(db, c.accountId, 'EXCLUDED', now, null),
    // A self-exclusion holds on the other brands of the operator's group: the same player's sessions there end too.
    ...(next.kind === 'SELF_EXCLUSION' ? [revokeSelectedSessionsStatement(db, sisterAccountsSql, c.accountId, 'EXCLUDED', now)] : []),
  ]);
  return { endsAt: next.endsAt };
}

/**
 * The session time limit (minutes; null removes it): like a money limit, shorter at once, longer
 * or removed after the cooling-off; recorded unless unchanged.
 */
export async function changeSessionLimit(
  db: D1Database,
  now: number,
  c: MinutesRequest,
): Promise<{ state: LimitState; outcome: string; effectiveAt: number | null }> {
  const brand = await rgBrand(db, c.merchant);
  const current = (await sessionSettings(db, c.accountId)).limit;
  const before = limitAt(current, now).amountMinor;
  const change = requestLimit(current, c.minutes, now, brand.coolingOffMs);
  if (change.outcome === 'UNCHANGED') return change;
  const { state } = change;
  await db.batch([
    db
      .prepare(
        `INSERT INTO rg_session_settings (account_id, merchant_code, limit_minutes, has_pending, pending_limit_minutes, pending_effective_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (account_id) DO UPDATE SET limit_minutes = excluded.limit_minutes, has_pending = excluded.has_pending,
           pending_limit_minutes = excluded.pending_limit_minutes, pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
      )
      .bind(c.accountId, c.merchant, state.amountMinor, state.pending ? 1 : 0, state.pending?.amountMinor ?? null, state.pending?.effectiveAt ?? null, now),
    changeRow(db, c, 'SESSION_LIMIT', before, c.minutes, change.effectiveAt ?? now, now),
  ]);
  return change;
}

/** The reality-check interval (minutes; null: the brand's default): a reminder, not a limit, so it changes at once. */
export async function setRealityCheck(db: D1Database, now: number, c: MinutesRequest): Promise<{ minutes: number | null }> {
  const before = (await sessionSettings(db, c.accountId)).realityCheckMinutes;
  if (before === c.minutes) return { minutes: before };
  await db.batch([
    db
      .prepare(
        `INSERT INTO rg_session_settings (account_id, merchant_code, reality_check_minutes, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes, updated_at = excluded.updated_at`,
      )
      .bind(c.accountId, c.merchant, c.minutes, now),
    changeRow(db, c, 'REALITY_CHECK', before, c.minutes, now, now),
  ]);
  return { minutes: c.minutes };
}

function changeRow(
  db: D1Database,
  c: { merchant: string; accountId: number; sessionId: string },
  what: 'SESSION_LIMIT' | 'REALITY_CHECK',
  from: number | null,
  to: number | null,
  effectiveAt: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rg_changes (merchant_code, account_id, what, from_value, to_value, effective_at, session_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(c.merchant, c.accountId, what, from, to, effectiveAt, c.sessionId, now);
}

/**
 * Sessions: random opaque tokens (32 bytes, base64url); only their SHA-256 is stored. Every login
 * makes a new one. A session ends on logout, on a password change or reset (all of the account's
 * other sessions), after the brand's idle timeout since its last use, or its absolute timeout
 * since login. Ended and unknown tokens are answered HTTP 401 `login.not.session`.
 *
 * A session also keeps what its login found (`previous_login_at`, `first_login`): the account's
 * last completed login before this one, written when the login completes (at insert for an ACTIVE
 * session, when the second step passes for a PENDING_SECOND_STEP one), so member info answers the
 * same previous login time and first-login flag for the session's whole life.
 */
import { aliveSql } from './alive';
import type { Env } from '../../env';
import { randomToken, sha256Hex } from '../../crypto/random';
import { now as clock } from '../../http/clock';
import { notSession } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import type { AccountRow } from '../accounts/accounts';

export type SessionState = 'ACTIVE' | 'PENDING_SECOND_STEP';
export type SessionOrigin = 'LOGIN' | 'SMS_LOGIN' | 'REGISTER' | 'FREEPLAY' | 'SOCIAL';

export interface NewSession {
  accountId: number;
  merchant: string;
  state: SessionState;
  origin: SessionOrigin;
  ip: string | null;
  deviceId: string | null;
  now: number;
  /** The login used the brand's default password (kept for a pending second step). */
  passwordIsDefault?: boolean;
}

/** What a completed login found: the account's previous completed login, and whether there was none. */
export interface LoginRecord {
  previousLoginAt: number | null;
  firstLogin: boolean;
}

interface LoginRecordRow {
  previous_login_at: number | null;
  first_login: number;
}

export function loginRecordOf(row: LoginRecordRow): LoginRecord {
  return { previousLoginAt: row.previous_login_at, firstLogin: row.first_login === 1 };
}

/**
 * SQL expressions reading the account's login record as it is when the statement runs. Batched
 * before the statement that moves `last_login_at`, they see the value from before this login.
 * `account` is the SQL placeholder of the account id, such as '?2'.
 */
export const previousLoginSql = (account: string) => `(SELECT last_login_at FROM accounts WHERE id = ${account})`;
export const firstLoginSql = (account: string) => `(SELECT last_login_at IS NULL FROM accounts WHERE id = ${account})`;

/**
 * The INSERT for a new session (to batch with other writes, before the statement that records the
 * login time) and the token to hand out. An ACTIVE session stores the account's login record as it
 * is when the INSERT runs; a pending one stores it when its second step passes. The INSERT returns
 * the stored record (`loginRecordOf`).
 */
export async function sessionInsert(db: D1Database, s: NewSession): Promise<{ token: string; tokenHash: string; statement: D1PreparedStatement }> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const statement = db
    .prepare(
      `INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, device_id, created_at, last_seen_at,
                             previous_login_at, first_login, password_is_default)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8,
               CASE WHEN ?4 = 'ACTIVE' THEN ${previousLoginSql('?2')} END,
               CASE WHEN ?4 = 'ACTIVE' THEN ${firstLoginSql('?2')} ELSE 0 END, ?9)
       RETURNING previous_login_at, first_login`,
    )
    .bind(tokenHash, s.accountId, s.merchant, s.state, s.origin, s.ip, s.deviceId, s.now, s.passwordIsDefault ? 1 : 0);
  return { token, tokenHash, statement };
}

/** The login record a batched statement returned (sessionInsert, activation after the second step). */
export function returnedLoginRecord(result: D1Result | undefined): LoginRecord | null {
  const row = result?.results?.[0] as LoginRecordRow | undefined;
  return row ? loginRecordOf(row) : null;
}

export interface CurrentSession {
  tokenHash: string;
  state: SessionState;
  /** How the session began (a password login is LOGIN). */
  origin: SessionOrigin;
  /** Its login used the brand's default password. */
  passwordIsDefault: boolean;
  createdAt: number;
  ip: string | null;
  /** The login record stored on the session (see LoginRecord); null/false while pending. */
  login: LoginRecord;
  account: AccountRow;
}

/** The raw token of the request (the protocol sends it without a scheme). */
export function tokenOf(request: Request): string | null {
  const raw = request.headers.get('Authorization')?.trim();
  if (!raw) return null;
  return raw.length <= 256 ? raw : null;
}

/**
 * The session of the request, touched (idle timer restarted) in the same statement that checks
 * it is alive, so a timed-out session can never be revived by a racing request.
 * `allowPending`: only the second-step endpoints accept a PENDING_SECOND_STEP session.
 */
export async function requireSession(ctx: BrandContext, options: { allowPending?: boolean } = {}): Promise<CurrentSession> {
  const token = tokenOf(ctx.request);
  if (!token) throw notSession();
  return sessionByToken(ctx.env, ctx.brand.row.merchant_code, token, options);
}

export async function sessionByToken(env: Env, merchant: string, token: string, options: { allowPending?: boolean } = {}): Promise<CurrentSession> {
  const db = env.DB;
  const t = clock(env);
  const tokenHash = await sha256Hex(token);
  const touched = await db
    .prepare(
      `UPDATE sessions SET last_seen_at = ?3
        WHERE token_hash = ?1 AND merchant_code = ?2 AND ${aliveSql('?2', '?3')}
        RETURNING account_id, state, origin, password_is_default, created_at, ip, previous_login_at, first_login`,
    )
    .bind(tokenHash, merchant, t)
    .first<
      { account_id: number; state: SessionState; origin: SessionOrigin; password_is_default: number; created_at: number; ip: string | null } & LoginRecordRow
    >();
  if (!touched) {
    // Timed out (or unknown, or revoked): mark it ended so that it stays ended.
    await db
      .prepare("UPDATE sessions SET revoked_at = ?3, revoked_reason = 'EXPIRED' WHERE token_hash = ?1 AND merchant_code = ?2 AND revoked_at IS NULL")
      .bind(tokenHash, merchant, t)
      .run();
    throw notSession();
  }
  if (touched.state !== 'ACTIVE' && !options.allowPending) throw notSession();
  const account = await db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(touched.account_id).first<AccountRow>();
  if (!account || account.status !== 'ACTIVE') throw notSession();
  return {
    tokenHash,
    state: touched.state,
    origin: touched.origin,
    passwordIsDefault: touched.password_is_default === 1,
    createdAt: touched.created_at,
    ip: touched.ip,
    login: loginRecordOf(touched),
    account,
  };
}

/**
 * Ends the account's oldest active sessions beyond the brand's max_sessions_per_account (no cap:
 * nothing). Batched after the statement that makes a session active, it runs in the same
 * transaction, so parallel logins can never leave more than the cap alive. Pending second-step
 * sessions do not count: someone who knows only the password cannot push the owner out.
 */
export function capSessionsStatement(db: D1Database, accountId: number, merchant: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE sessions SET revoked_at = ?3, revoked_reason = 'SESSION_LIMIT'
        WHERE token_hash IN (
          SELECT token_hash FROM sessions
           WHERE account_id = ?1 AND state = 'ACTIVE' AND ${aliveSql('?2', '?3')}
           ORDER BY created_at DESC, rowid DESC
           LIMIT -1 OFFSET COALESCE((SELECT max_sessions_per_account FROM brand_security_settings WHERE merchant_code = ?2), 1000000000))`,
    )
    .bind(accountId, merchant, now);
}

/** The public id of a session: a prefix of its token's hash (never the token). */
export const SESSION_ID_LENGTH = 24;

export interface ActiveSessionRow {
  id: string;
  ip: string | null;
  device_id: string | null;
  origin: SessionOrigin;
  created_at: number;
  last_seen_at: number;
  token_hash: string;
}

/** The account's active sessions, the most recently used first. */
export async function activeSessions(db: D1Database, accountId: number, merchant: string, now: number): Promise<ActiveSessionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT substr(token_hash, 1, ${SESSION_ID_LENGTH}) AS id, ip, device_id, origin, created_at, last_seen_at, token_hash
         FROM sessions
        WHERE account_id = ?1 AND merchant_code = ?2 AND state = 'ACTIVE' AND ${aliveSql('?2', '?3')}
        ORDER BY last_seen_at DESC, created_at DESC
        LIMIT 100`,
    )
    .bind(accountId, merchant, now)
    .all<ActiveSessionRow>();
  return results;
}

/** Ends one of the account's sessions by its public id; says whether one was alive. */
export async function endSessionById(db: D1Database, accountId: number, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE sessions SET revoked_at = ?3, revoked_reason = 'ENDED_BY_MEMBER'
        WHERE account_id = ?1 AND substr(token_hash, 1, ${SESSION_ID_LENGTH}) = ?2 AND revoked_at IS NULL`,
    )
    .bind(accountId, id, now)
    .run();
  return result.meta.changes > 0;
}

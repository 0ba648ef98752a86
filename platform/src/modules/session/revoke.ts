/**
 * Statements that end sessions, apart from sessions.ts so that the wallet's ledger can end a
 * member's sessions in the batch of a self-exclusion (responsible-gaming/changes.ts) without
 * importing the request-handling side of sessions (which leads back to the ledger).
 */

/** Ends one session. Returns whether it was alive. */
export function revokeSessionStatement(db: D1Database, tokenHash: string, reason: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ?2, revoked_reason = ?3 WHERE token_hash = ?1 AND revoked_at IS NULL').bind(tokenHash, now, reason);
}

/** Ends every session of an account except `keepTokenHash`. */
export function revokeAccountSessionsStatement(
  db: D1Database,
  accountId: number,
  reason: string,
  now: number,
  keepTokenHash: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE sessions SET revoked_at = ?2, revoked_reason = ?3
        WHERE account_id = ?1 AND revoked_at IS NULL AND token_hash <> COALESCE(?4, '')`,
    )
    .bind(accountId, now, reason, keepTokenHash);
}

/**
 * Ends every session of the accounts an SQL selects (`accountsSql`, a SELECT of account ids over
 * ?1 = `anchor`): a self-exclusion ends the same player's sessions on the other brands of its group.
 */
export function revokeSelectedSessionsStatement(db: D1Database, accountsSql: string, anchor: number, reason: string, now: number): D1PreparedStatement {
  return db
    .prepare(`UPDATE sessions SET revoked_at = ?2, revoked_reason = ?3 WHERE revoked_at IS NULL AND account_id IN (${accountsSql})`)
    .bind(anchor, now, reason);
}

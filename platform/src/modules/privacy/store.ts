/**
 * A player's own data in D1 (migration 0046): the brand's settings, the archives and their queue,
 * the download links, the erasures; and their wire forms.
 */
import { DEFAULT_SETTINGS, EXPORTS_PER_DAY, DAY_MS, shownStatus, type DataSettings, type ExportStatus } from './rules';

export interface ExportRow {
  id: number;
  merchant_code: string;
  account_id: number;
  status: ExportStatus;
  progress: number;
  attempts: number;
  lease_until: number | null;
  language: string;
  requested_at: number;
  ready_at: number | null;
  expires_at: number | null;
  size_bytes: number | null;
  object_key: string | null;
}

export interface ErasureRow {
  id: number;
  merchant_code: string;
  account_id: number;
  requested_at: number;
  ip: string | null;
  erase_after: number;
  erased_at: number | null;
}

export interface LinkRow {
  token_hash: string;
  export_id: number;
  account_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** An archive on the wire (`Export`), as a reader sees it at `now`. */
export function exportView(row: ExportRow, now: number) {
  const status = shownStatus({ status: row.status, expiresAt: row.expires_at }, now);
  return {
    id: row.id,
    status,
    progress: status === 'READY' || status === 'EXPIRED' ? 100 : row.progress,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    size: status === 'READY' ? row.size_bytes : null,
  };
}

/** An erasure on the wire (`Erasure`). */
export const erasureView = (row: ErasureRow) => ({ requestedAt: row.requested_at, eraseAfter: row.erase_after, erasedAt: row.erased_at });

export const facts = (row: ExportRow) => ({ accountId: row.account_id, status: row.status, expiresAt: row.expires_at });

/** The brand's settings (the defaults without a row). */
export async function settingsOf(db: D1Database, merchant: string): Promise<DataSettings> {
  const row = await db
    .prepare('SELECT export_hours, retention_days FROM data_settings WHERE merchant_code = ?1')
    .bind(merchant)
    .first<{ export_hours: number; retention_days: number }>();
  return row ? { exportHours: row.export_hours, retentionDays: row.retention_days } : DEFAULT_SETTINGS;
}

export async function saveSettings(db: D1Database, merchant: string, settings: DataSettings, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO data_settings (merchant_code, export_hours, retention_days, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (merchant_code) DO UPDATE SET export_hours = ?2, retention_days = ?3, updated_at = ?4`,
    )
    .bind(merchant, settings.exportHours, settings.retentionDays, now)
    .run();
}

/** The member's archives, newest first. */
export async function exportsOf(db: D1Database, accountId: number, limit: number): Promise<ExportRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM data_exports WHERE account_id = ?1 ORDER BY requested_at DESC, id DESC LIMIT ?2')
    .bind(accountId, limit)
    .all<ExportRow>();
  return results;
}

export async function exportById(db: D1Database, merchant: string, id: number): Promise<ExportRow | null> {
  return db.prepare('SELECT * FROM data_exports WHERE id = ?1 AND merchant_code = ?2').bind(id, merchant).first<ExportRow>();
}

/** The member's archive on its way (QUEUED or PREPARING), if any: there is one at most. */
export async function openExportOf(db: D1Database, accountId: number): Promise<ExportRow | null> {
  return db.prepare("SELECT * FROM data_exports WHERE account_id = ?1 AND status IN ('QUEUED', 'PREPARING')").bind(accountId).first<ExportRow>();
}

/** When the member's requests of the last 24 hours were made (for the limit's retry time). */
export async function requestTimesOf(db: D1Database, accountId: number, now: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT requested_at FROM data_exports WHERE account_id = ?1 AND requested_at > ?2 ORDER BY requested_at DESC LIMIT ?3')
    .bind(accountId, now - DAY_MS, EXPORTS_PER_DAY + 1)
    .all<{ requested_at: number }>();
  return results.map((row) => row.requested_at);
}

/**
 * Queues an archive in one statement: only when none is on its way (the partial unique index: of
 * parallel requests one inserts) and fewer than EXPORTS_PER_DAY were asked in the 24 hours before
 * `now` (counted in the same statement). Answers the new row, or null when it queued nothing.
 */
export async function queueExport(db: D1Database, e: { merchant: string; accountId: number; language: string; now: number }): Promise<ExportRow | null> {
  return db
    .prepare(
      `INSERT INTO data_exports (merchant_code, account_id, status, progress, attempts, language, requested_at)
       SELECT ?1, ?2, 'QUEUED', 0, 0, ?3, ?4
        WHERE (SELECT COUNT(*) FROM data_exports WHERE account_id = ?2 AND requested_at > ?4 - ${DAY_MS}) < ${EXPORTS_PER_DAY}
       ON CONFLICT DO NOTHING
       RETURNING *`,
    )
    .bind(e.merchant, e.accountId, e.language, e.now)
    .first<ExportRow>();
}

/** A new archive replaces the member's ready ones: they end now (their files are the caller's to delete). */
export async function retireReady(db: D1Database, accountId: number, keepId: number, now: number): Promise<{ id: number; object_key: string | null }[]> {
  const { results } = await db
    .prepare(
      `UPDATE data_exports SET status = 'EXPIRED', expires_at = MIN(COALESCE(expires_at, ?3), ?3)
        WHERE account_id = ?1 AND status = 'READY' AND id <> ?2
        RETURNING id, object_key`,
    )
    .bind(accountId, keepId, now)
    .all<{ id: number; object_key: string | null }>();
  return results;
}

export async function createLink(db: D1Database, link: LinkRow): Promise<void> {
  await db
    .prepare('INSERT INTO data_export_links (token_hash, export_id, account_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(link.token_hash, link.export_id, link.account_id, link.created_at, link.expires_at)
    .run();
}

/** A link and its archive (the archive of the brand only). */
export async function linkByHash(db: D1Database, merchant: string, tokenHash: string): Promise<{ link: LinkRow; export: ExportRow | null } | null> {
  const link = await db.prepare('SELECT * FROM data_export_links WHERE token_hash = ?1').bind(tokenHash).first<LinkRow>();
  if (!link) return null;
  return { link, export: await exportById(db, merchant, link.export_id) };
}

/** Opens a link once: the one call whose update finds it unused and unexpired gets true (parallel uses serve one). */
export async function useLink(db: D1Database, tokenHash: string, accountId: number, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE data_export_links SET used_at = ?3 WHERE token_hash = ?1 AND account_id = ?2 AND used_at IS NULL AND expires_at > ?3
       RETURNING token_hash`,
    )
    .bind(tokenHash, accountId, now)
    .first();
  return row !== null;
}

export async function erasureOf(db: D1Database, accountId: number): Promise<ErasureRow | null> {
  return db.prepare('SELECT * FROM data_erasures WHERE account_id = ?1').bind(accountId).first<ErasureRow>();
}

/** Records an erasure once per account: the new row, or null when one was recorded already (parallel requests record one). */
export async function recordErasure(
  db: D1Database,
  e: { merchant: string; accountId: number; ip: string | null; now: number; eraseAfter: number },
): Promise<ErasureRow | null> {
  return db
    .prepare(
      `INSERT INTO data_erasures (merchant_code, account_id, requested_at, ip, erase_after) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (account_id) DO NOTHING RETURNING *`,
    )
    .bind(e.merchant, e.accountId, e.now, e.ip, e.eraseAfter)
    .first<ErasureRow>();
}

/**
 * What bars an erasure: everything the member holds in the ledger (main, vendor and held wallets:
 * money left, or a withdrawal not yet paid; not a bonus whose turnover is not met, which the
 * closure gives back: erasure.ts), in minor units, and whether money may still come in
 * (a deposit order not settled, a round not settled, a player transfer on its way to them).
 */
export async function moneyHeld(db: D1Database, merchant: string, accountId: number): Promise<{ heldMinor: number; pending: boolean }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind <> 'BONUS') AS held,
              EXISTS (SELECT 1 FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PENDING')
           OR EXISTS (SELECT 1 FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'OPEN')
           OR EXISTS (SELECT 1 FROM transfers WHERE merchant_code = ?1 AND to_account_id = ?2 AND status = 'DEBITED') AS pending`,
    )
    .bind(merchant, accountId)
    .first<{ held: number; pending: number }>();
  return { heldMinor: row?.held ?? 0, pending: Boolean(row?.pending) };
}

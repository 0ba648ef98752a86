/**
 * A player's own data, the pure part (docs/platform-protocol.md "A player's own data"): the
 * archive's states and progress, when it expires, the download link's validity, when an erasure is
 * due, the request limit, and the CSV files' text (escaping, amounts, times).
 */

export const EXPORT_STATUSES = ['QUEUED', 'PREPARING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** How long a build holds an archive before another may take it over. */
export const LEASE_MS = 2 * 60_000;
/** Builds an archive gets: the third failure is final. */
export const MAX_ATTEMPTS = 3;
/** A download link lives five minutes. */
export const LINK_MS = 5 * 60_000;
/** Archives a member may ask for in 24 hours. */
export const EXPORTS_PER_DAY = 3;
/** Archives the member's page lists. */
export const LISTED_EXPORTS = 5;

export interface DataSettings {
  exportHours: number;
  retentionDays: number;
}

/** A brand without settings: an archive stays a week; an erased account is anonymised after five years. */
export const DEFAULT_SETTINGS: DataSettings = { exportHours: 168, retentionDays: 1825 };

/** What the rules read of an archive. */
export interface ExportFacts {
  accountId: number;
  status: ExportStatus;
  expiresAt: number | null;
}

/** The status a reader sees at `now`: a READY archive past its time is EXPIRED, whether or not the cron has deleted it yet. */
export function shownStatus(e: Pick<ExportFacts, 'status' | 'expiresAt'>, now: number): ExportStatus {
  return e.status === 'READY' && e.expiresAt !== null && e.expiresAt <= now ? 'EXPIRED' : e.status;
}

/** When an archive ready at `readyAt` stops being downloadable. */
export const expiryOf = (readyAt: number, settings: DataSettings): number => readyAt + settings.exportHours * HOUR_MS;

/**
 * The progress after `done` of `total` sections: 0 to 99 while building (the last step, storing the
 * file, is what makes it 100 and READY at once).
 */
export function progressAfter(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((done * 100) / total)));
}

/** Whether a build may take the archive at `now`: queued, or preparing under a lease that has passed. */
export function takeable(e: { status: ExportStatus; leaseUntil: number | null; attempts: number }, now: number): boolean {
  if (e.attempts >= MAX_ATTEMPTS) return false;
  return e.status === 'QUEUED' || (e.status === 'PREPARING' && (e.leaseUntil === null || e.leaseUntil <= now));
}

/** What a failed build leaves: the third failure is final, else the archive waits for the next build. */
export const afterFailure = (attempts: number): ExportStatus => (attempts >= MAX_ATTEMPTS ? 'FAILED' : 'QUEUED');

/**
 * Seconds until another request may be made when `EXPORTS_PER_DAY` were made in the 24 hours before
 * `now` (`times`: when each was made); null when there is room.
 */
export function requestRetryAfter(times: readonly number[], now: number): number | null {
  const within = times.filter((t) => t > now - DAY_MS).sort((a, b) => a - b);
  if (within.length < EXPORTS_PER_DAY) return null;
  // The oldest of the last EXPORTS_PER_DAY frees a place when it leaves the window.
  const freeing = within[within.length - EXPORTS_PER_DAY]!;
  return Math.max(1, Math.ceil((freeing + DAY_MS - now) / 1000));
}

export type LinkRefusal = 'NOT_FOUND' | 'NOT_READY' | 'EXPORT_EXPIRED';

/** Whether a member may have a download link for an archive at `now` (before the password is checked). */
export function linkRefusal(e: ExportFacts | null, accountId: number, now: number): LinkRefusal | null {
  if (!e || e.accountId !== accountId) return 'NOT_FOUND';
  const status = shownStatus(e, now);
  if (status === 'EXPIRED') return 'EXPORT_EXPIRED';
  if (status !== 'READY') return 'NOT_READY';
  return null;
}

export interface LinkFacts {
  accountId: number;
  expiresAt: number;
  usedAt: number | null;
}

export type DownloadRefusal = 'NOT_FOUND' | 'LINK_USED' | 'LINK_EXPIRED' | 'EXPORT_EXPIRED';

/** Whether a link opens its archive for a member at `now`: its owner only, once, within its five minutes, while the archive is ready. */
export function downloadRefusal(link: LinkFacts | null, e: ExportFacts | null, accountId: number, now: number): DownloadRefusal | null {
  if (!link || link.accountId !== accountId) return 'NOT_FOUND';
  if (link.usedAt !== null) return 'LINK_USED';
  if (link.expiresAt <= now) return 'LINK_EXPIRED';
  if (!e || shownStatus(e, now) !== 'READY') return 'EXPORT_EXPIRED';
  return null;
}

/** A link token on the wire: 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** When an erasure asked at `requestedAt` is carried out. */
export const eraseAfterOf = (requestedAt: number, settings: DataSettings): number => requestedAt + settings.retentionDays * DAY_MS;

/** Whether an erasure is due at `now`. */
export const erasureDue = (e: { eraseAfter: number; erasedAt: number | null }, now: number): boolean => e.erasedAt === null && e.eraseAfter <= now;

/** What an anonymised account keeps in place of its username, nickname and texts. */
export const erasedUsername = (accountId: number): string => `erased-${accountId}`;
export const ERASED_NICKNAME = 'Erased';
export const ERASED_TEXT = '(erased)';

/** The archive's file name: `<merchant>-<username>-data-<yyyy-mm-dd>.zip` (the day it was made, UTC), safe in a header. */
export function archiveFileName(merchant: string, username: string, at: number): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `${safe(merchant)}-${safe(username)}-data-${new Date(at).toISOString().slice(0, 10)}.zip`;
}

// ---- CSV -------------------------------------------------------------------------------------

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const BOM = '\uFEFF';

/** One field: quoted when it holds a comma, a quote, a line break or leading/trailing space; quotes doubled. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | boolean | null | undefined)[]): string => fields.map(csvField).join(',');

/** A whole file: the mark, the header, one line per row, each ended by CRLF (RFC 4180). */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return BOM + [csvLine(header), ...rows.map(csvLine)].map((line) => `${line}\r\n`).join('');
}

/** Minor units as a decimal with two places ("-12.05"), exactly. */
export function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A wire amount (a decimal number with at most two places) in minor units, exactly. */
export const amountMinor = (amount: number): number => Math.round(amount * 100);

/** An epoch-ms time as ISO 8601 in UTC; empty for none. */
export const isoTime = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '' : new Date(ms).toISOString());

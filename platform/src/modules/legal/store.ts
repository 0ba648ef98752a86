/**
 * Terms and privacy's reads and writes in D1 (migration 0043): a brand's versions and their texts,
 * its settings, a member's acceptances and confirmations, and the pending check every member page
 * asks for.
 */
import { CONFIRMATION_KINDS, pickText, type ConfirmationKind, type LegalKind, type Version, type VersionRef } from './rules';

export interface VersionRow extends Version {
  id: number;
  createdAt: number;
}

/** Every version the brand published (of one kind, or both), lowest number first. */
export async function versionsOf(db: D1Database, merchant: string, kind?: LegalKind): Promise<VersionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, kind, version, effective_at AS effectiveAt, created_at AS createdAt FROM legal_documents
        WHERE merchant_code = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY kind, version`,
    )
    .bind(merchant, kind ?? null)
    .all<VersionRow>();
  return results;
}

export interface TextHead {
  document_id: number;
  language: string;
  title: string;
  summary: string;
}

/** The titles and summaries of the brand's versions (of one kind, or both) in every language they have, by language. */
export async function headsOf(db: D1Database, merchant: string, kind?: LegalKind): Promise<TextHead[]> {
  const { results } = await db
    .prepare(
      `SELECT t.document_id, t.language, t.title, t.summary FROM legal_document_texts t JOIN legal_documents d ON d.id = t.document_id
        WHERE d.merchant_code = ?1 AND (?2 IS NULL OR d.kind = ?2) ORDER BY t.document_id, t.language`,
    )
    .bind(merchant, kind ?? null)
    .all<TextHead>();
  return results;
}

/** A version's title and summary for a reader (language fallback: rules.ts pickText). */
export function headFor(heads: readonly TextHead[], documentId: number, language: string, brandDefault: string): TextHead | null {
  return pickText(
    heads.filter((h) => h.document_id === documentId),
    language,
    brandDefault,
  );
}

/** A version's paragraphs in one language. */
export async function bodyOf(db: D1Database, documentId: number, language: string): Promise<string[]> {
  const row = await db
    .prepare('SELECT body FROM legal_document_texts WHERE document_id = ?1 AND language = ?2')
    .bind(documentId, language)
    .first<{ body: string }>();
  const parsed: unknown = row ? JSON.parse(row.body) : [];
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * What the member has to accept at `now` (rules.ts pendingFor, as one statement on the indexes of
 * migration 0043): each kind's version in force that no acceptance of the account names. GET
 * /wps/member/info asks it on every page view of a member, and the money gates before each call.
 * Terms first, as the rules order them (`kind DESC`: TERMS sorts after PRIVACY by name).
 */
export async function pendingOf(db: D1Database, merchant: string, accountId: number, now: number): Promise<VersionRef[]> {
  const { results } = await db
    .prepare(
      `SELECT d.kind, d.version FROM legal_documents d
        WHERE d.merchant_code = ?1 AND d.effective_at <= ?3
          AND NOT EXISTS (SELECT 1 FROM legal_documents n
                           WHERE n.merchant_code = ?1 AND n.kind = d.kind AND n.effective_at <= ?3 AND n.version > d.version)
          AND NOT EXISTS (SELECT 1 FROM legal_acceptances a WHERE a.account_id = ?2 AND a.document_id = d.id)
        ORDER BY d.kind DESC`,
    )
    .bind(merchant, accountId, now)
    .all<VersionRef>();
  return results;
}

export interface AcceptanceRow {
  kind: LegalKind;
  version: number;
  accepted_at: number;
  ip: string | null;
  via: 'REGISTRATION' | 'PROMPT';
}

/** The member's acceptances, newest first. */
export async function acceptancesOf(db: D1Database, accountId: number, limit: number): Promise<AcceptanceRow[]> {
  const { results } = await db
    .prepare(
      `SELECT d.kind, d.version, a.accepted_at, a.ip, a.via FROM legal_acceptances a JOIN legal_documents d ON d.id = a.document_id
        WHERE a.account_id = ?1 ORDER BY a.accepted_at DESC, a.id DESC LIMIT ?2`,
    )
    .bind(accountId, limit)
    .all<AcceptanceRow>();
  return results;
}

/** The member's acceptances of some versions (each kept once, whoever recorded it first). */
export async function acceptancesOfDocuments(db: D1Database, accountId: number, documentIds: readonly number[]): Promise<AcceptanceRow[]> {
  const { results } = await db
    .prepare(
      `SELECT d.kind, d.version, a.accepted_at, a.ip, a.via FROM legal_acceptances a JOIN legal_documents d ON d.id = a.document_id
        WHERE a.account_id = ?1 AND a.document_id IN (SELECT value FROM json_each(?2)) ORDER BY d.kind DESC`,
    )
    .bind(accountId, JSON.stringify(documentIds))
    .all<AcceptanceRow>();
  return results;
}

/** Records acceptances from a prompt; one already recorded stays as it was (parallel calls record one). */
export function acceptStatement(db: D1Database, accountId: number, documentIds: readonly number[], ip: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO legal_acceptances (account_id, document_id, accepted_at, ip, via)
       SELECT ?1, value, ?3, ?4, 'PROMPT' FROM json_each(?2)`,
    )
    .bind(accountId, JSON.stringify(documentIds), now, ip);
}

export async function confirmationsOf(db: D1Database, accountId: number): Promise<{ kind: ConfirmationKind; confirmed_at: number }[]> {
  const { results } = await db
    .prepare('SELECT kind, confirmed_at FROM legal_confirmations WHERE account_id = ?1 ORDER BY confirmed_at, kind')
    .bind(accountId)
    .all<{ kind: ConfirmationKind; confirmed_at: number }>();
  return results;
}

export const isConfirmationKind = (value: unknown): value is ConfirmationKind =>
  typeof value === 'string' && (CONFIRMATION_KINDS as readonly string[]).includes(value);

/** The confirmations the brand asks of a registration, in CONFIRMATION_KINDS' order; none without settings. */
export async function askedConfirmations(db: D1Database, merchant: string): Promise<ConfirmationKind[]> {
  const row = await db.prepare('SELECT confirmations FROM legal_settings WHERE merchant_code = ?1').bind(merchant).first<{ confirmations: string }>();
  if (!row) return [];
  try {
    const parsed: unknown = JSON.parse(row.confirmations);
    return Array.isArray(parsed) ? CONFIRMATION_KINDS.filter((kind) => parsed.includes(kind)) : [];
  } catch {
    return [];
  }
}

export async function saveAskedConfirmations(db: D1Database, merchant: string, confirmations: readonly ConfirmationKind[], now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO legal_settings (merchant_code, confirmations, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (merchant_code) DO UPDATE SET confirmations = ?2, updated_at = ?3`,
    )
    .bind(merchant, JSON.stringify(CONFIRMATION_KINDS.filter((kind) => confirmations.includes(kind))), now)
    .run();
}

/**
 * What a registration records with its account, in the account's own batch: the versions it
 * accepted (via REGISTRATION, with the request's address) and what it confirmed. The account is
 * found by its username, as the batch's INSERT of it has no id to give yet.
 */
export function registrationStatements(
  db: D1Database,
  record: { merchant: string; username: string; documentIds: readonly number[]; confirmations: readonly ConfirmationKind[]; ip: string; now: number },
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (record.documentIds.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO legal_acceptances (account_id, document_id, accepted_at, ip, via)
           SELECT a.id, j.value, ?4, ?5, 'REGISTRATION' FROM accounts a, json_each(?3) j WHERE a.merchant_code = ?1 AND a.username = ?2`,
        )
        .bind(record.merchant, record.username, JSON.stringify(record.documentIds), record.now, record.ip),
    );
  }
  if (record.confirmations.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO legal_confirmations (account_id, kind, confirmed_at)
           SELECT a.id, j.value, ?4 FROM accounts a, json_each(?3) j WHERE a.merchant_code = ?1 AND a.username = ?2`,
        )
        .bind(record.merchant, record.username, JSON.stringify(record.confirmations), record.now),
    );
  }
  return statements;
}

/**
 * The seeded accounts (demo accounts, the demo team) registered as a member does today: each has
 * accepted the versions in force at `now` (via REGISTRATION, at its own created_at, no address)
 * and given the brand's confirmations. Idempotent: what an account already has stays.
 */
export function seededAcceptanceStatements(db: D1Database, merchant: string, usernames: readonly string[], now: number): D1PreparedStatement[] {
  const names = JSON.stringify(usernames);
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO legal_acceptances (account_id, document_id, accepted_at, ip, via)
         SELECT a.id, d.id, a.created_at, NULL, 'REGISTRATION' FROM accounts a JOIN legal_documents d ON d.merchant_code = a.merchant_code
          WHERE a.merchant_code = ?1 AND a.username IN (SELECT value FROM json_each(?2)) AND d.effective_at <= ?3
            AND NOT EXISTS (SELECT 1 FROM legal_documents n WHERE n.merchant_code = ?1 AND n.kind = d.kind AND n.effective_at <= ?3 AND n.version > d.version)`,
      )
      .bind(merchant, names, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO legal_confirmations (account_id, kind, confirmed_at)
         SELECT a.id, j.value, a.created_at FROM accounts a JOIN legal_settings s ON s.merchant_code = a.merchant_code, json_each(s.confirmations) j
          WHERE a.merchant_code = ?1 AND a.username IN (SELECT value FROM json_each(?2))`,
      )
      .bind(merchant, names),
  ];
}

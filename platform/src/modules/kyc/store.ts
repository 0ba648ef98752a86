/**
 * Identity verification's reads and writes in D1 (migration 0040): the brand's settings, a member's
 * documents and the operator's requests, the status they make, and the history of each document.
 */
import { minorToAmount } from '../../http/params';
import {
  accountStatus,
  ageVerified,
  DEFAULT_REQUIRED,
  DOCUMENT_KINDS,
  kindState,
  normalisedDocumentNumber,
  stateAt,
  type AccountStatus,
  type DocumentFacts,
  type DocumentKind,
  type Gates,
  type KindState,
  type StoredState,
} from './rules';

export interface KycSettings {
  required: DocumentKind[];
  gates: Gates;
  proofValidDays: number;
}

interface SettingsRow {
  required_kinds: string;
  gate_real_play: number;
  gate_withdraw: number;
  gate_free_play: number;
  gate_deposit_lifetime_minor: number | null;
  proof_valid_days: number;
}

export const DEFAULT_SETTINGS: KycSettings = {
  required: [...DEFAULT_REQUIRED],
  gates: { realPlay: false, withdraw: false, freePlay: false, depositLifetimeMinor: null },
  proofValidDays: 180,
};

const isKind = (value: unknown): value is DocumentKind => typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

function requiredOf(text: string): DocumentKind[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? DOCUMENT_KINDS.filter((kind) => parsed.includes(kind)) : [...DEFAULT_REQUIRED];
  } catch {
    return [...DEFAULT_REQUIRED];
  }
}

export async function loadKycSettings(db: D1Database, merchant: string): Promise<KycSettings> {
  const row = await db
    .prepare(
      'SELECT required_kinds, gate_real_play, gate_withdraw, gate_free_play, gate_deposit_lifetime_minor, proof_valid_days FROM kyc_settings WHERE merchant_code = ?1',
    )
    .bind(merchant)
    .first<SettingsRow>();
  if (!row) return DEFAULT_SETTINGS;
  return {
    required: requiredOf(row.required_kinds),
    gates: {
      realPlay: row.gate_real_play === 1,
      withdraw: row.gate_withdraw === 1,
      freePlay: row.gate_free_play === 1,
      depositLifetimeMinor: row.gate_deposit_lifetime_minor,
    },
    proofValidDays: row.proof_valid_days,
  };
}

export async function saveKycSettings(db: D1Database, merchant: string, settings: KycSettings, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO kyc_settings (merchant_code, required_kinds, gate_real_play, gate_withdraw, gate_free_play, gate_deposit_lifetime_minor, proof_valid_days, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (merchant_code) DO UPDATE SET required_kinds = ?2, gate_real_play = ?3, gate_withdraw = ?4, gate_free_play = ?5,
         gate_deposit_lifetime_minor = ?6, proof_valid_days = ?7, updated_at = ?8`,
    )
    .bind(
      merchant,
      JSON.stringify(settings.required),
      settings.gates.realPlay ? 1 : 0,
      settings.gates.withdraw ? 1 : 0,
      settings.gates.freePlay ? 1 : 0,
      settings.gates.depositLifetimeMinor,
      settings.proofValidDays,
      now,
    )
    .run();
}

export interface DocumentRow {
  id: number;
  merchant_code: string;
  account_id: number;
  kind: DocumentKind;
  state: StoredState;
  request_id: string;
  object_key: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  reason_code: string | null;
  document_number: string | null;
  birth_date: string | null;
  created_at: number;
  decided_at: number | null;
  expires_at: number | null;
}

export const factsOf = (row: DocumentRow): DocumentFacts => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export async function documentsOf(db: D1Database, accountId: number): Promise<DocumentRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM kyc_documents WHERE account_id = ?1 ORDER BY created_at DESC, id DESC')
    .bind(accountId)
    .all<DocumentRow>();
  return results;
}

export async function documentById(db: D1Database, merchant: string, id: number): Promise<DocumentRow | null> {
  return db.prepare('SELECT * FROM kyc_documents WHERE merchant_code = ?1 AND id = ?2').bind(merchant, id).first<DocumentRow>();
}

export interface RequestRow {
  kind: DocumentKind;
  note: string | null;
  asked_at: number;
}

export async function requestsOf(db: D1Database, accountId: number): Promise<RequestRow[]> {
  const { results } = await db
    .prepare('SELECT kind, note, asked_at FROM kyc_requests WHERE account_id = ?1 ORDER BY asked_at')
    .bind(accountId)
    .all<RequestRow>();
  return results.filter((row) => isKind(row.kind));
}

/** The kinds an account needs: the brand's, and what the operator asked this member for (from then on: an accepted one that expires is needed again). */
export function neededKinds(settings: KycSettings, requests: readonly RequestRow[]): DocumentKind[] {
  const asked = new Set(requests.map((request) => request.kind));
  return DOCUMENT_KINDS.filter((kind) => settings.required.includes(kind) || asked.has(kind));
}

export interface Verification {
  status: AccountStatus;
  ageVerified: boolean;
  needed: DocumentKind[];
  documents: DocumentRow[];
  requests: RequestRow[];
}

/** Everything the account's verification is made of, read together. */
export async function verificationOf(db: D1Database, settings: KycSettings, accountId: number, now: number): Promise<Verification> {
  const [documents, requests] = await Promise.all([documentsOf(db, accountId), requestsOf(db, accountId)]);
  const facts = documents.map(factsOf);
  const needed = neededKinds(settings, requests);
  return { status: accountStatus(facts, needed, now), ageVerified: ageVerified(facts, now), needed, documents, requests };
}

/**
 * Each account's verification status, for a list of accounts (an agent's team: the status only,
 * never a document, its state per kind or its reason), read in two statements whatever the list's length.
 */
export async function verificationStatuses(db: D1Database, merchant: string, accountIds: readonly number[], now: number): Promise<Map<number, AccountStatus>> {
  const statuses = new Map<number, AccountStatus>();
  if (accountIds.length === 0) return statuses;
  const ids = JSON.stringify(accountIds);
  const [settings, documents, requests] = await Promise.all([
    loadKycSettings(db, merchant),
    db.prepare('SELECT * FROM kyc_documents WHERE account_id IN (SELECT value FROM json_each(?1))').bind(ids).all<DocumentRow>(),
    db
      .prepare('SELECT account_id, kind, note, asked_at FROM kyc_requests WHERE account_id IN (SELECT value FROM json_each(?1))')
      .bind(ids)
      .all<RequestRow & { account_id: number }>(),
  ]);
  for (const id of accountIds) {
    const own = documents.results.filter((row) => row.account_id === id).map(factsOf);
    const asked = requests.results.filter((row) => row.account_id === id && isKind(row.kind));
    statuses.set(id, accountStatus(own, neededKinds(settings, asked), now));
  }
  return statuses;
}

/**
 * Whether an identity number (a registration's ID number) is already another account's on the brand:
 * as an ID number of its profile (compared without spaces, dashes, dots or case), or as the number the
 * operator read from an accepted identity document (normalisedDocumentNumber). One identity, one
 * account: registration refuses a second one, as the operator's acceptance does (dev-routes.ts).
 */
export async function identityTaken(db: D1Database, merchant: string, idNumber: string): Promise<boolean> {
  const number = normalisedDocumentNumber(idNumber);
  if (!number) return false;
  const row = await db
    .prepare(
      `SELECT 1 AS found WHERE EXISTS (SELECT 1 FROM accounts WHERE merchant_code = ?1
           AND upper(replace(replace(replace(json_extract(profile, '$.idNumber'), ' ', ''), '-', ''), '.', '')) = ?2)
         OR EXISTS (SELECT 1 FROM kyc_documents WHERE merchant_code = ?1 AND document_number = ?2 AND state IN ('ACCEPTED', 'EXPIRED'))`,
    )
    .bind(merchant, number)
    .first();
  return row !== null;
}

/** A document as the member's page shows it: never its file, its key or its number. */
export function documentView(row: DocumentRow, now: number) {
  return {
    id: row.id,
    kind: row.kind,
    state: stateAt(factsOf(row), now),
    reasonCode: row.state === 'REFUSED' ? row.reason_code : null,
    contentType: row.content_type,
    sentAt: row.created_at,
    decidedAt: row.decided_at,
    expiresAt: row.expires_at,
  };
}

/** The member's page: the status, each needed kind's state, the documents, and what waits for verification. */
export function verificationView(verification: Verification, settings: KycSettings, now: number) {
  const facts = verification.documents.map(factsOf);
  const asked = new Map(verification.requests.map((request) => [request.kind, request]));
  return {
    status: verification.status,
    ageVerified: verification.ageVerified,
    kinds: verification.needed.map((kind) => {
      const newest = verification.documents.find((row) => row.kind === kind) ?? null;
      const state: KindState = kindState(facts, kind, now);
      return {
        kind,
        state,
        reasonCode: state === 'REFUSED' ? (newest?.reason_code ?? null) : null,
        expiresAt: state === 'ACCEPTED' ? (newest?.expires_at ?? null) : null,
        asked: asked.has(kind),
        note: asked.get(kind)?.note ?? null,
      };
    }),
    documents: verification.documents.slice(0, 50).map((row) => documentView(row, now)),
    gates: gatesView(settings.gates),
  };
}

/** The gates on the wire: the deposit gate's amount a wire decimal. */
export function gatesView(gates: Gates) {
  return {
    realPlay: gates.realPlay,
    withdraw: gates.withdraw,
    freePlay: gates.freePlay,
    depositAbove: gates.depositLifetimeMinor === null ? null : minorToAmount(gates.depositLifetimeMinor),
  };
}

export interface HistoryRow {
  document_id: number;
  state: StoredState;
  reason_code: string | null;
  actor: string;
  at: number;
}

export async function historyOf(db: D1Database, accountId: number): Promise<HistoryRow[]> {
  const { results } = await db
    .prepare('SELECT document_id, state, reason_code, actor, at FROM kyc_history WHERE account_id = ?1 ORDER BY at, id')
    .bind(accountId)
    .all<HistoryRow>();
  return results;
}

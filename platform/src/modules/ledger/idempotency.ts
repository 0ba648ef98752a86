/**
 * Idempotency of money requests (Stripe's rule): the first successful answer to a key is stored in
 * the same batch as the money it moved, and a repeat with the same key gets that answer again
 * without moving anything. The same key with a different request is refused. Failures are not
 * stored: nothing moved, so a retry is simply judged again.
 */
import * as z from 'zod';

export interface IdempotentRequest {
  merchant: string;
  accountId: number;
  key: string;
  operation: string;
  /** The request's meaningful fields; their canonical JSON is hashed. */
  body: unknown;
}

export class IdempotencyKeyReused extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for a different request`);
  }
}

/** Keys are client-made (a UUID per form render): bounded, printable (docs/platform-protocol.md, "Idempotency"). */
const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,80}$/;

/** What a refused request id is told, after its field's name. */
export const REQUEST_ID_RULE = 'must be 8 to 80 characters of A-Z a-z 0-9 _ . : -';

export function isValidKey(key: unknown): key is string {
  return typeof key === 'string' && REQUEST_ID.test(key);
}

/** A body's request id, for the routes that parse their body with zod. */
export const RequestId = z.string({ message: REQUEST_ID_RULE }).regex(REQUEST_ID, REQUEST_ID_RULE);

export async function requestHash(operation: string, body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${operation}\n${canonicalJson(body)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The stored answer for this key, or null when the key is new; throws when the key was used for another request. */
export async function storedAnswer<T>(db: D1Database, request: IdempotentRequest, hash: string): Promise<T | null> {
  const row = await db
    .prepare('SELECT operation, request_hash, response FROM money_requests WHERE merchant_code = ?1 AND account_id = ?2 AND idem_key = ?3')
    .bind(request.merchant, request.accountId, request.key)
    .first<{ operation: string; request_hash: string; response: string }>();
  if (!row) return null;
  if (row.operation !== request.operation || row.request_hash !== hash) throw new IdempotencyKeyReused(request.key);
  return JSON.parse(row.response) as T;
}

/** The statement that stores an answer; it goes in the batch that moves the money. */
export function storeAnswer(db: D1Database, request: IdempotentRequest, hash: string, answer: unknown, now: number): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO money_requests (merchant_code, account_id, idem_key, operation, request_hash, response, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(request.merchant, request.accountId, request.key, request.operation, hash, JSON.stringify(answer), now);
}

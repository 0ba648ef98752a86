/** Helpers of the records tests: sessions for demo accounts, record calls, raw-row recomputations. */
import { sha256Hex } from '#platform/src/crypto/random';
import { env, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';

export const MERCHANT = 'DEMO';

export async function accountId(username: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>();
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

/** An active session for an account, written straight to D1 (these tests are not about logging in). */
export async function sessionFor(id: number): Promise<string> {
  const token = `records-test-${id}-${crypto.randomUUID()}`;
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at) VALUES (?1, ?2, ?3, 'ACTIVE', 'LOGIN', '198.51.100.7', ?4, ?4)`,
  )
    .bind(await sha256Hex(token), id, MERCHANT, now)
    .run();
  return token;
}

export async function records<T = any>(p: AccountsPlatform, token: string, relay: string, query: Record<string, string | number>): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const { status, body } = await callJson<T>(p, `/wps/relay/${relay}?${qs}`, { headers: { Authorization: token } });
  if (status !== 200 || !body.success) throw new Error(`${relay}: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

/** Minor units of a wire amount (at most two decimals), exactly. */
export const minor = (amount: number): number => Math.round(amount * 100);

export interface RawLine {
  entry_id: number;
  account_id: number;
  entry_kind: string;
  amount_minor: number;
  created_at: number;
  reference: string | null;
}

/** The member's wallet lines in [start, end), newest first, straight from the tables. */
export async function rawWalletLines(owner: number, start: number, end: number): Promise<RawLine[]> {
  const { results } = await env.DB.prepare(
    `SELECT l.entry_id, l.account_id, l.entry_kind, l.amount_minor, l.created_at, e.reference
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
      WHERE l.merchant_code = ?1 AND a.owner_id = ?2 AND a.kind IN ('MAIN', 'VENDOR') AND l.created_at >= ?3 AND l.created_at < ?4
      ORDER BY l.created_at DESC, l.entry_id DESC, l.account_id DESC`,
  )
    .bind(MERCHANT, owner, start, end)
    .all<RawLine>();
  return results;
}

export const sums = (lines: readonly { amount_minor: number }[]) => {
  const inflow = lines.filter((l) => l.amount_minor > 0).reduce((s, l) => s + l.amount_minor, 0);
  const outflow = lines.filter((l) => l.amount_minor < 0).reduce((s, l) => s - l.amount_minor, 0);
  return { inflow, outflow, net: inflow - outflow };
};

/**
 * Marketing consent's reads and writes in D1 (migration 0044): a member's stored choices, their
 * history, the change of choices (compare and write in one transaction), and the SITE products
 * every member page asks for.
 */
import { excludedAnywhereSql } from '../responsible-gaming/store';
import { PRODUCTS, type Channel, type Choice, type Product, type StoredChoice } from './rules';

interface ChoiceRow {
  product: Product;
  channel: Channel;
  granted: number;
  updated_at: number;
}

export interface HistoryRow {
  product: Product;
  channel: Channel;
  granted: number;
  at: number;
  ip: string | null;
}

const choiceOf = (row: ChoiceRow): StoredChoice => ({ product: row.product, channel: row.channel, granted: row.granted === 1, updatedAt: row.updated_at });

/** The member's stored choices (pairs never chosen have no row). */
export async function choicesOf(db: D1Database, accountId: number): Promise<StoredChoice[]> {
  const { results } = await db
    .prepare('SELECT product, channel, granted, updated_at FROM marketing_consents WHERE account_id = ?1')
    .bind(accountId)
    .all<ChoiceRow>();
  return results.map(choiceOf);
}

/**
 * What the member's page shows, read together: the stored choices, the history newest first
 * (`limit` rows), and whether marketing reaches the member at all now (not while timed out,
 * self-excluded or closed, here or on a brand of the group: responsible-gaming/store.ts).
 */
export async function consentPage(
  db: D1Database,
  accountId: number,
  now: number,
  limit: number,
): Promise<{ choices: StoredChoice[]; history: HistoryRow[]; receives: boolean }> {
  const [choices, history, excluded] = await db.batch([
    db.prepare('SELECT product, channel, granted, updated_at FROM marketing_consents WHERE account_id = ?1').bind(accountId),
    db
      .prepare('SELECT product, channel, granted, at, ip FROM marketing_consent_history WHERE account_id = ?1 ORDER BY at DESC, id DESC LIMIT ?2')
      .bind(accountId, limit),
    db.prepare(`SELECT ${excludedAnywhereSql('?1', '?2')} AS excluded`).bind(accountId, now),
  ]);
  return {
    choices: ((choices?.results ?? []) as ChoiceRow[]).map(choiceOf),
    history: (history?.results ?? []) as HistoryRow[],
    receives: ((excluded?.results?.[0] as { excluded: number } | undefined)?.excluded ?? 0) === 0,
  };
}

/**
 * The asked pairs whose choice differs from the stored one (none stored: off), as SQL over ?1 (the
 * account) and ?2 (a JSON array of [product, channel, granted 0|1]). Both statements of a change
 * read it, so each writes exactly the pairs that change.
 */
const CHANGED = `WITH asked AS (
    SELECT json_extract(value, '$[0]') AS product, json_extract(value, '$[1]') AS channel, json_extract(value, '$[2]') AS granted FROM json_each(?2)
  ), changed AS (
    SELECT asked.product, asked.channel, asked.granted FROM asked
      LEFT JOIN marketing_consents c ON c.account_id = ?1 AND c.product = asked.product AND c.channel = asked.channel
     WHERE COALESCE(c.granted, 0) <> asked.granted
  )`;

/**
 * Records a change of choices: the history of each pair that changes, then the pair, in one
 * transaction. The compare is in the statements themselves, so parallel identical changes record
 * one history row (the second finds the choice already made); a pair turned off that was never on
 * writes nothing.
 */
export async function changeChoices(db: D1Database, accountId: number, choices: readonly Choice[], ip: string | null, now: number): Promise<void> {
  const asked = JSON.stringify(choices.map((c) => [c.product, c.channel, c.granted ? 1 : 0]));
  await db.batch([
    db
      .prepare(
        `${CHANGED} INSERT INTO marketing_consent_history (account_id, product, channel, granted, at, ip) SELECT ?1, product, channel, granted, ?3, ?4 FROM changed`,
      )
      .bind(accountId, asked, now, ip),
    db
      .prepare(
        `${CHANGED} INSERT INTO marketing_consents (account_id, product, channel, granted, updated_at) SELECT ?1, product, channel, granted, ?3 FROM changed WHERE true
         ON CONFLICT (account_id, product, channel) DO UPDATE SET granted = excluded.granted, updated_at = excluded.updated_at`,
      )
      .bind(accountId, asked, now),
  ]);
}

/**
 * The products whose SITE marketing the member accepts, in PRODUCTS' order: GET /wps/member/info
 * asks it on every page view of a member, one statement on the key's prefix. It does not ask about
 * exclusions: an exclusion ends every session of the account (and of the player's accounts on the
 * group's brands), so a member who can ask is not excluded (session/alive.ts).
 */
export async function siteProductsOf(db: D1Database, accountId: number): Promise<Product[]> {
  const { results } = await db
    .prepare("SELECT product FROM marketing_consents WHERE account_id = ?1 AND channel = 'SITE' AND granted = 1")
    .bind(accountId)
    .all<{ product: Product }>();
  return PRODUCTS.filter((product) => results.some((row) => row.product === product));
}

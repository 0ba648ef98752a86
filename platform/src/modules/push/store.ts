/** A member's push choices and browsers (migration 0048). */
import { MAX_SUBSCRIPTIONS, PUSH_KINDS, type PushKind, type SubscriptionInput } from './kinds';

export interface SubscriptionRow {
  id: number;
  merchant_code: string;
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/** Each kind with whether the member turned it on (no row: off). */
export async function preferencesOf(db: D1Database, accountId: number): Promise<{ kind: PushKind; enabled: boolean }[]> {
  const { results } = await db
    .prepare('SELECT kind, enabled FROM push_preferences WHERE account_id = ?1')
    .bind(accountId)
    .all<{ kind: PushKind; enabled: number }>();
  return PUSH_KINDS.map((kind) => ({ kind, enabled: results.some((row) => row.kind === kind && row.enabled === 1) }));
}

/** The member's choices for the kinds named; the others stay as they were. */
export async function setPreferences(db: D1Database, accountId: number, changes: Partial<Record<PushKind, boolean>>, now: number): Promise<void> {
  const entries = Object.entries(changes).filter((entry): entry is [PushKind, boolean] => typeof entry[1] === 'boolean');
  if (!entries.length) return;
  await db.batch(
    entries.map(([kind, enabled]) =>
      db
        .prepare(
          `INSERT INTO push_preferences (account_id, kind, enabled, updated_at) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (account_id, kind) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
        )
        .bind(accountId, kind, enabled ? 1 : 0, now),
    ),
  );
}

export async function subscriptionCount(db: D1Database, accountId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE account_id = ?1').bind(accountId).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A browser subscribed: the same endpoint again takes the new keys, language and member (a browser
 * shared by two members belongs to the last who subscribed); past MAX_SUBSCRIPTIONS the member's
 * oldest goes.
 */
export async function saveSubscription(
  db: D1Database,
  merchant: string,
  accountId: number,
  input: SubscriptionInput & { language: string },
  now: number,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (merchant_code, account_id, endpoint, p256dh, auth, language, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (merchant_code, endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh, auth = excluded.auth,
           language = excluded.language, created_at = excluded.created_at`,
      )
      .bind(merchant, accountId, input.endpoint, input.p256dh, input.auth, input.language, now),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE account_id = ?1 AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE account_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2)`,
      )
      .bind(accountId, MAX_SUBSCRIPTIONS),
  ]);
}

/** The member's browser unsubscribed (or the member turned it off here). */
export async function deleteSubscription(db: D1Database, merchant: string, accountId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM push_subscriptions WHERE merchant_code = ?1 AND account_id = ?2 AND endpoint = ?3')
    .bind(merchant, accountId, endpoint)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The browsers of members to tell of a kind: those who turned it on (or, for offers, every browser of the members given). */
export async function subscriptionsFor(db: D1Database, merchant: string, accountIds: readonly number[], kind: PushKind | null): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.merchant_code, s.account_id, s.endpoint, s.p256dh, s.auth, s.language FROM push_subscriptions s
        WHERE s.merchant_code = ?1 AND s.account_id IN (SELECT value FROM json_each(?2))
          AND (?3 IS NULL OR EXISTS (SELECT 1 FROM push_preferences p WHERE p.account_id = s.account_id AND p.kind = ?3 AND p.enabled = 1))`,
    )
    .bind(merchant, JSON.stringify(accountIds), kind)
    .all<SubscriptionRow>();
  return results;
}

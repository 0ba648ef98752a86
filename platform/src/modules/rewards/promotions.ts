/**
 * The brand's promotions and a member's entries (docs/platform-protocol.md "Rewards"): the
 * activity status each member sees, joining, claiming (paid once through the ledger), raffles and
 * the list of bonuses paid with their turnover progress from real bets.
 */
import type { Env } from '../../env';
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';
import { notClaimable, payReward, rewardNotFound } from './pay';

export type PromotionKind = 'CLAIM' | 'APPLY' | 'TURNOVER' | 'EVENT' | 'RAFFLE';
export type EntryStatus = 'JOINED' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMING' | 'CLAIMED';
/** The spec's activity statuses (docs/spec-index.md#states-and-transitions), as the member sees them. */
export type ActivityStatus = 'join' | 'claim' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'process' | 'joined' | 'coming' | 'close';

export interface PromotionRow {
  id: number;
  promotion_type: string;
  category: string;
  kind: PromotionKind;
  title: string;
  content: string;
  bonus_minor: number;
  turnover_multiplier: number;
  target_minor: number;
  raffle_prizes: string;
  starts_at: number;
  ends_at: number | null;
}

export interface EntryRow {
  promotion_id: number;
  status: EntryStatus;
  amount_minor: number;
  joined_at: number;
  claimed_at: number | null;
}

const COLUMNS = (lang: TextLanguage) =>
  `id, promotion_type, category, kind, ${localizedSql('promotions.title', lang)} AS title, ${localizedSql('promotions.content', lang)} AS content,
   bonus_minor, turnover_multiplier, target_minor, raffle_prizes, starts_at, ends_at`;

export async function brandPromotions(db: D1Database, merchant: string, lang: TextLanguage): Promise<PromotionRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS(lang)} FROM promotions WHERE merchant_code = ?1 ORDER BY sort, id`)
    .bind(merchant)
    .all<PromotionRow>();
  return results;
}

export async function promotionById(db: D1Database, merchant: string, id: number, lang: TextLanguage): Promise<PromotionRow> {
  const row = await db
    .prepare(`SELECT ${COLUMNS(lang)} FROM promotions WHERE merchant_code = ?1 AND id = ?2`)
    .bind(merchant, id)
    .first<PromotionRow>();
  if (!row) throw rewardNotFound();
  return row;
}

export async function memberEntries(db: D1Database, accountId: number): Promise<Map<number, EntryRow>> {
  const { results } = await db
    .prepare('SELECT promotion_id, status, amount_minor, joined_at, claimed_at FROM promotion_entries WHERE account_id = ?1')
    .bind(accountId)
    .all<EntryRow>();
  return new Map(results.map((r) => [r.promotion_id, r]));
}

/** Valid bets the member placed (settled) since `from`. */
export async function validBetsSince(
  db: D1Database,
  accountId: number,
  from: number,
  to: number | null = null,
  gameType: string | null = null,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(valid_minor), 0) AS total FROM bets
        WHERE account_id = ?1 AND status = 'SETTLED' AND COALESCE(settled_at, created_at) >= ?2
          AND (?3 IS NULL OR COALESCE(settled_at, created_at) < ?3) AND (?4 IS NULL OR game_type = ?4)`,
    )
    .bind(accountId, from, to, gameType)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** What the member sees: the status and, for TURNOVER promotions, the valid bets since joining. */
export async function activityOf(db: D1Database, p: PromotionRow, entry: EntryRow | undefined, accountId: number | null, now: number) {
  let progress: number | null = null;
  let status: ActivityStatus;
  if (entry?.status === 'CLAIMED' || entry?.status === 'CLAIMING') status = 'claimed';
  else if (entry?.status === 'REJECTED') status = 'rejected';
  else if (entry?.status === 'ISSUED') status = 'issued';
  else if (entry?.status === 'APPLYING') status = 'applying';
  else if (p.starts_at > now) status = 'coming';
  else if (p.ends_at !== null && p.ends_at <= now) status = 'close';
  else if (entry?.status === 'JOINED') {
    if (p.kind === 'EVENT') status = 'joined';
    else {
      progress = accountId === null ? 0 : await validBetsSince(db, accountId, entry.joined_at);
      status = progress >= p.target_minor ? 'claim' : 'process';
    }
  } else status = p.kind === 'CLAIM' || p.kind === 'RAFFLE' ? 'claim' : 'join';
  return { status, progressMinor: progress };
}

export function promotionView(p: PromotionRow) {
  return {
    id: p.id,
    promotionType: p.promotion_type,
    category: p.category,
    kind: p.kind,
    title: p.title,
    content: p.content,
    bonusMinor: p.bonus_minor,
    turnoverMultiplier: p.turnover_multiplier,
    targetMinor: p.target_minor,
    rafflePrizesMinor: JSON.parse(p.raffle_prizes) as number[],
    startsAt: p.starts_at,
    endsAt: p.ends_at,
  };
}

/** How many promotions the member can claim now (the rewardCenter badge): status claim or issued. */
export async function claimableCount(db: D1Database, merchant: string, accountId: number, now: number, lang: TextLanguage = 'en'): Promise<number> {
  const [promotions, entries] = await Promise.all([brandPromotions(db, merchant, lang), memberEntries(db, accountId)]);
  let count = 0;
  for (const p of promotions) {
    const { status } = await activityOf(db, p, entries.get(p.id), accountId, now);
    if ((status === 'claim' && p.kind !== 'EVENT') || status === 'issued') count++;
  }
  return count;
}

const running = (p: PromotionRow, now: number) => p.starts_at <= now && (p.ends_at === null || p.ends_at > now);

/** Joins a promotion: APPLY → APPLYING (the operator decides), TURNOVER and EVENT → JOINED. */
export async function joinPromotion(db: D1Database, merchant: string, accountId: number, id: number, now: number, lang: TextLanguage) {
  const p = await promotionById(db, merchant, id, lang);
  if (!running(p, now)) throw notClaimable('the promotion is not running');
  if (p.kind === 'CLAIM' || p.kind === 'RAFFLE') throw notClaimable('nothing to join: claim it');
  const status: EntryStatus = p.kind === 'APPLY' ? 'APPLYING' : 'JOINED';
  const inserted = await db
    .prepare('INSERT INTO promotion_entries (promotion_id, account_id, status, joined_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
    .bind(id, accountId, status, now)
    .run();
  return { promotion: p, joined: inserted.meta.changes > 0 };
}

/** A raffle's prize for a member: drawn once from the promotion's prizes by a hash of who and which. */
export async function rafflePrize(p: PromotionRow, accountId: number): Promise<number> {
  const prizes = JSON.parse(p.raffle_prizes) as number[];
  if (prizes.length === 0) return 0;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`raffle:${p.id}:${accountId}`)));
  return prizes[(digest[0]! * 256 + digest[1]!) % prizes.length]!;
}

/**
 * Claims a promotion's bonus (or a raffle's prize): one winner moves the entry to CLAIMING with the
 * amount, the money is posted under `promotion:<id>:<account>`, then the entry is CLAIMED. A
 * request that finds CLAIMING (a crash, or a concurrent claim) posts under the same key (nothing
 * moves twice) and finishes it; one that finds CLAIMED answers the claimed amount.
 */
export async function claimPromotion(env: Env, merchant: string, accountId: number, id: number, now: number, lang: TextLanguage, raffle: boolean) {
  const db = env.DB;
  const p = await promotionById(db, merchant, id, lang);
  if (raffle !== (p.kind === 'RAFFLE')) throw notClaimable(raffle ? 'not a raffle' : 'a raffle: draw it');
  const entries = await memberEntries(db, accountId);
  let entry = entries.get(id);
  if (!entry || (entry.status !== 'CLAIMING' && entry.status !== 'CLAIMED')) {
    const { status } = await activityOf(db, p, entry, accountId, now);
    if (status !== 'claim' && status !== 'issued') throw notClaimable(`status ${status}`);
    if (p.kind === 'EVENT') throw notClaimable('an event pays nothing');
    const amount = p.kind === 'RAFFLE' ? await rafflePrize(p, accountId) : p.bonus_minor;
    await db
      .prepare(
        `INSERT INTO promotion_entries (promotion_id, account_id, status, amount_minor, joined_at, claimed_at) VALUES (?1, ?2, 'CLAIMING', ?3, ?4, ?4)
         ON CONFLICT (promotion_id, account_id) DO UPDATE SET status = 'CLAIMING', amount_minor = ?3, claimed_at = ?4
          WHERE promotion_entries.status IN ('JOINED', 'ISSUED')`,
      )
      .bind(id, accountId, amount, now)
      .run();
    entry = (await memberEntries(db, accountId)).get(id);
    if (!entry || (entry.status !== 'CLAIMING' && entry.status !== 'CLAIMED')) throw notClaimable();
  }
  if (entry.status === 'CLAIMING') {
    await payReward(env, merchant, accountId, `promotion:${id}:${accountId}`, entry.amount_minor, 'BONUS', `promotion ${id}`, p.turnover_multiplier);
    await db.prepare("UPDATE promotion_entries SET status = 'CLAIMED' WHERE promotion_id = ?1 AND account_id = ?2").bind(id, accountId).run();
  }
  return { promotionId: id, amountMinor: entry.amount_minor, claimedAt: entry.claimed_at ?? now, status: 'claimed' as const };
}

/** Pays the member's claims a crash left CLAIMING (same key: at most once) and marks them CLAIMED; the member's reads call it. */
export async function finishClaims(env: Env, merchant: string, accountId: number): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT e.promotion_id, e.amount_minor, p.turnover_multiplier FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE e.account_id = ?1 AND p.merchant_code = ?2 AND e.status = 'CLAIMING'",
  )
    .bind(accountId, merchant)
    .all<{ promotion_id: number; amount_minor: number; turnover_multiplier: number }>();
  for (const c of results) {
    await payReward(
      env,
      merchant,
      accountId,
      `promotion:${c.promotion_id}:${accountId}`,
      c.amount_minor,
      'BONUS',
      `promotion ${c.promotion_id}`,
      c.turnover_multiplier,
    );
    await env.DB.prepare("UPDATE promotion_entries SET status = 'CLAIMED' WHERE promotion_id = ?1 AND account_id = ?2 AND status = 'CLAIMING'")
      .bind(c.promotion_id, accountId)
      .run();
  }
}

/** The operator's decision on an application (development route): ISSUED or REJECTED. */
export async function decideApplication(db: D1Database, promotionId: number, accountId: number, outcome: 'ISSUED' | 'REJECTED', now: number) {
  const run = await db
    .prepare("UPDATE promotion_entries SET status = ?3, decided_at = ?4 WHERE promotion_id = ?1 AND account_id = ?2 AND status = 'APPLYING'")
    .bind(promotionId, accountId, outcome, now)
    .run();
  return run.meta.changes > 0;
}

/**
 * The rewards catalogue and redemptions ("exchanges"). A redemption is one D1 batch (atomic): the
 * exchange row (the member's limit checked by 0026's trigger inside the batch), the stock taken
 * (its named CHECK refuses overselling) and the points movement `redeem:<exchange id>` (the
 * balance CHECK refuses overspending). D1 runs batches one after another, so concurrent
 * redemptions see each other: none oversells or overspends, and a failed one changes nothing.
 * Idempotent per (member, request id): a repeat answers the first exchange; the same id with
 * another request is refused. A rejection gives the stock and the points back in one batch, once.
 */
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';
import { pointsError, type PointSettings } from './settings';

export const EXCHANGE_TYPES = ['COUPON', 'LIFE_SERVICE', 'GIFT'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];
export type ExchangeStatus = 'IN_PROCESS' | 'REJECTED' | 'APPROVED';

export interface RewardRow {
  id: number;
  exchange_type: ExchangeType;
  name: string;
  description: string;
  points: number;
  stock: number;
  needs_delivery: number;
  max_per_member: number | null;
  held: number;
}

export async function catalogue(db: D1Database, merchant: string, accountId: number, type: ExchangeType | null, lang: TextLanguage): Promise<RewardRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.exchange_type, ${localizedSql('point_rewards.name', lang, 'r')} AS name, ${localizedSql('point_rewards.description', lang, 'r')} AS description,
              r.points, r.stock, r.needs_delivery, r.max_per_member,
              (SELECT COALESCE(SUM(e.quantity), 0) FROM point_exchanges e
                WHERE e.reward_id = r.id AND e.account_id = ?2 AND e.status <> 'REJECTED') AS held
         FROM point_rewards r
        WHERE r.merchant_code = ?1 AND r.active = 1 AND (?3 IS NULL OR r.exchange_type = ?3)
        ORDER BY r.sort, r.id`,
    )
    .bind(merchant, accountId, type)
    .all<RewardRow>();
  return results;
}

export const rewardView = (r: RewardRow) => ({
  rewardId: r.id,
  exchangeType: r.exchange_type,
  name: r.name,
  description: r.description,
  points: r.points,
  stock: r.stock,
  needsDelivery: r.needs_delivery === 1,
  maxPerMember: r.max_per_member,
  heldByMember: r.held,
});

export interface ExchangeRow {
  id: number;
  request_id: string;
  request_hash: string;
  reward_id: number;
  exchange_type: ExchangeType;
  reward_name: string;
  quantity: number;
  points_each: number;
  points_total: number;
  delivery_address: string | null;
  phone: string | null;
  status: ExchangeStatus;
  remark: string | null;
  created_at: number;
  decided_at: number | null;
}

const EXCHANGE_COLUMNS = (lang: TextLanguage) =>
  `id, request_id, request_hash, reward_id, exchange_type, ${localizedSql('point_exchanges.reward_name', lang)} AS reward_name, quantity, points_each, points_total,
   delivery_address, phone, status, remark, created_at, decided_at`;

/** The spec's exchange record: transaction number, time, type, product, quantity, points, status, remark, delivery. */
export const exchangeView = (e: ExchangeRow) => ({
  exchangeId: e.id,
  transactionNo: `PX${String(e.id).padStart(8, '0')}`,
  appliedAt: e.created_at,
  exchangeType: e.exchange_type,
  rewardId: e.reward_id,
  rewardName: e.reward_name,
  quantity: e.quantity,
  pointsEach: e.points_each,
  pointsTotal: e.points_total,
  status: e.status,
  remark: e.remark,
  deliveryAddress: e.delivery_address,
  phone: e.phone,
  decidedAt: e.decided_at,
});

async function exchangeByRequest(db: D1Database, merchant: string, accountId: number, requestId: string, lang: TextLanguage) {
  return db
    .prepare(`SELECT ${EXCHANGE_COLUMNS(lang)} FROM point_exchanges WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?3`)
    .bind(merchant, accountId, requestId)
    .first<ExchangeRow>();
}

export async function exchangesOf(
  db: D1Database,
  merchant: string,
  accountId: number,
  status: ExchangeStatus | null,
  pageNo: number,
  pageSize: number,
  lang: TextLanguage,
): Promise<{ rows: ExchangeRow[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${EXCHANGE_COLUMNS(lang)} FROM point_exchanges WHERE merchant_code = ?1 AND account_id = ?2 AND (?3 IS NULL OR status = ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(merchant, accountId, status, pageSize, (pageNo - 1) * pageSize),
    db
      .prepare('SELECT COUNT(*) AS total FROM point_exchanges WHERE merchant_code = ?1 AND account_id = ?2 AND (?3 IS NULL OR status = ?3)')
      .bind(merchant, accountId, status),
  ]);
  return { rows: (page?.results ?? []) as ExchangeRow[], total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0 };
}

export interface RedeemRequest {
  rewardId: number;
  quantity: number;
  deliveryAddress: string | null;
  phone: string | null;
  requestId: string;
}

/** Redeems (see the file's comment). `hash` is the request's hash (the repeat check). */
export async function redeem(
  db: D1Database,
  merchant: string,
  accountId: number,
  settings: PointSettings,
  req: RedeemRequest,
  hash: string,
  now: number,
  lang: TextLanguage,
): Promise<ExchangeRow> {
  const earlier = await exchangeByRequest(db, merchant, accountId, req.requestId, lang);
  if (earlier) {
    if (earlier.request_hash !== hash) throw pointsError.keyReused();
    return earlier;
  }
  if (req.quantity > settings.redeemMaxQuantity) throw pointsError.memberLimit();
  const reward = await db
    .prepare('SELECT id, exchange_type, name_en, name_ko, points, stock, needs_delivery FROM point_rewards WHERE merchant_code = ?1 AND id = ?2 AND active = 1')
    .bind(merchant, req.rewardId)
    .first<{ id: number; exchange_type: ExchangeType; name_en: string; name_ko: string; points: number; stock: number; needs_delivery: number }>();
  if (!reward) throw pointsError.rewardNotFound();
  const total = reward.points * req.quantity;
  const insert = db
    .prepare(
      `INSERT INTO point_exchanges (merchant_code, account_id, request_id, request_hash, reward_id, exchange_type, reward_name_en, reward_name_ko,
         quantity, points_each, points_total, delivery_address, phone, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      merchant,
      accountId,
      req.requestId,
      hash,
      reward.id,
      reward.exchange_type,
      reward.name_en,
      reward.name_ko,
      req.quantity,
      reward.points,
      total,
      reward.needs_delivery ? req.deliveryAddress : null,
      reward.needs_delivery ? req.phone : null,
      now,
    );
  const stock = db.prepare('UPDATE point_rewards SET stock = stock - ?2 WHERE id = ?1').bind(reward.id, req.quantity);
  const debit = db
    .prepare(
      `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
       SELECT ?1, ?2, 'REDEEM', ?3, 'redeem:' || id, 'redeem:' || id, ?4 FROM point_exchanges
        WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?5`,
    )
    .bind(merchant, accountId, -total, now, req.requestId);
  try {
    await db.batch([insert, stock, debit]);
  } catch (error) {
    const text = String(error);
    if (text.includes('point_reward_stock')) throw pointsError.outOfStock();
    if (text.includes('points >= 0')) throw pointsError.insufficient();
    if (text.includes('point_reward_member_limit')) throw pointsError.memberLimit();
    if (text.includes('UNIQUE')) {
      // The same request id landed meanwhile (a concurrent repeat): answer as a repeat.
      const landed = await exchangeByRequest(db, merchant, accountId, req.requestId, lang);
      if (landed && landed.request_hash === hash) return landed;
      if (landed) throw pointsError.keyReused();
    }
    throw error;
  }
  const row = await exchangeByRequest(db, merchant, accountId, req.requestId, lang);
  if (!row) throw new Error('redemption not found after its batch');
  return row;
}

/**
 * The operator's decision on an exchange still IN_PROCESS. REJECTED gives the stock and the points
 * back; every statement is conditional on the row still being IN_PROCESS and the batch is one
 * transaction, so two decisions cannot both give back. Answers false when it was decided already.
 */
export async function decideExchange(
  db: D1Database,
  merchant: string,
  exchangeId: number,
  outcome: 'APPROVED' | 'REJECTED',
  remark: string | null,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT status FROM point_exchanges WHERE merchant_code = ?1 AND id = ?2')
    .bind(merchant, exchangeId)
    .first<{ status: ExchangeStatus }>();
  if (!row) throw pointsError.exchangeNotFound();
  const pending = `SELECT 1 FROM point_exchanges WHERE id = ?1 AND status = 'IN_PROCESS'`;
  const statements: D1PreparedStatement[] = [];
  if (outcome === 'REJECTED') {
    statements.push(
      db
        .prepare(
          `UPDATE point_rewards SET stock = stock + (SELECT quantity FROM point_exchanges WHERE id = ?1) WHERE id = (SELECT reward_id FROM point_exchanges WHERE id = ?1) AND EXISTS (${pending})`,
        )
        .bind(exchangeId),
      db
        .prepare(
          `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
           SELECT merchant_code, account_id, 'REDEEM', points_total, 'redeem:' || id, 'redeem-rejected:' || id, ?2
             FROM point_exchanges WHERE id = ?1 AND status = 'IN_PROCESS'`,
        )
        .bind(exchangeId, now),
    );
  }
  const decide = db
    .prepare(`UPDATE point_exchanges SET status = ?2, remark = ?3, decided_at = ?4 WHERE id = ?1 AND status = 'IN_PROCESS'`)
    .bind(exchangeId, outcome, remark, now);
  const results = await db.batch([...statements, decide]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/**
 * Points to money (ADR 031). The points are in D1 tables, the money in the member's wallet lock:
 * no single batch holds both, so a conversion is two steps that each happen once.
 *
 * 1. One batch: the conversion row (PENDING, unique per member and request id) and the points
 *    movement `convert:<id>` (the balance CHECK refuses going below zero: the batch fails whole).
 * 2. The `adjust` POINTS against BONUSES keyed `points:convert:<id>` in the wallet lock (a key
 *    already in the journal posts nothing), then the row DONE.
 *
 * A crash between them leaves a PENDING row: its points are gone, its money not yet there.
 * `completeConversions` posts step 2 again under the same key and marks the row DONE; the
 * member's next points call and the scheduled sweep run it. A repeat of the request runs it too
 * and answers the same conversion. So the points debit and the money credit each happen exactly
 * once, and the row tells which is pending.
 */
import type { Env } from '../../env';
import { PlatformError } from '../../http/envelope';
import { walletGate } from '../wallet/wallet-gate';
import { pointsError, type PointSettings } from './settings';

export interface ConversionRow {
  id: number;
  merchant_code: string;
  account_id: number;
  request_id: string;
  request_hash: string;
  points: number;
  amount_minor: number;
  status: 'PENDING' | 'DONE';
  created_at: number;
  completed_at: number | null;
}

export const conversionView = (c: ConversionRow) => ({
  conversionId: c.id,
  points: c.points,
  amountMinor: c.amount_minor,
  status: c.status,
  createdAt: c.created_at,
  completedAt: c.completed_at,
});

const byRequest = (db: D1Database, merchant: string, accountId: number, requestId: string) =>
  db
    .prepare('SELECT * FROM point_conversions WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?3')
    .bind(merchant, accountId, requestId)
    .first<ConversionRow>();

/** Step 2 for one conversion: the money (keyed, so at most once), then DONE. */
export async function completeConversion(env: Env, c: Pick<ConversionRow, 'id' | 'merchant_code' | 'account_id' | 'amount_minor'>, now: number): Promise<void> {
  const result = await walletGate(env).execute({
    op: 'adjust',
    merchant: c.merchant_code,
    accountId: c.account_id,
    key: `points:convert:${c.id}`,
    amountMinor: c.amount_minor,
    kind: 'POINTS',
    contra: 'BONUSES',
    reference: `convert:${c.id}`,
  });
  if (!result.ok) throw new PlatformError(400, result.code, result.message);
  await env.DB.prepare(`UPDATE point_conversions SET status = 'DONE', completed_at = ?2 WHERE id = ?1 AND status = 'PENDING'`).bind(c.id, now).run();
}

/**
 * Completes PENDING conversions (all of one member when `accountId` is given, else the oldest 100
 * of every brand created before `before`). Returns how many were completed.
 */
export async function completeConversions(env: Env, now: number, scope: { merchant: string; accountId: number } | { before: number }): Promise<number> {
  const query =
    'accountId' in scope
      ? env.DB.prepare(`SELECT * FROM point_conversions WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PENDING' ORDER BY id`).bind(
          scope.merchant,
          scope.accountId,
        )
      : env.DB.prepare(`SELECT * FROM point_conversions WHERE status = 'PENDING' AND created_at <= ?1 ORDER BY id LIMIT 100`).bind(scope.before);
  const { results } = await query.all<ConversionRow>();
  let done = 0;
  for (const c of results) {
    try {
      await completeConversion(env, c, now);
      done++;
    } catch (error) {
      console.error(`platform: points conversion ${c.id} still pending`, error);
    }
  }
  return done;
}

export async function convert(
  env: Env,
  merchant: string,
  accountId: number,
  settings: PointSettings,
  points: number,
  requestId: string,
  hash: string,
  now: number,
): Promise<ConversionRow> {
  const db = env.DB;
  const earlier = await byRequest(db, merchant, accountId, requestId);
  if (earlier) {
    if (earlier.request_hash !== hash) throw pointsError.keyReused();
    if (earlier.status === 'PENDING') {
      try {
        await completeConversion(env, earlier, now);
      } catch (error) {
        console.error(`platform: points conversion ${earlier.id} still pending`, error);
      }
    }
    return (await byRequest(db, merchant, accountId, requestId))!;
  }
  if (points < settings.convertMinPoints) throw pointsError.belowMinimum();
  if (points % settings.convertStepPoints !== 0) throw pointsError.step();
  const amountMinor = points * settings.convertMinorPerPoint;
  if (!Number.isSafeInteger(amountMinor)) throw pointsError.insufficient();
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO point_conversions (merchant_code, account_id, request_id, request_hash, points, amount_minor, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
        )
        .bind(merchant, accountId, requestId, hash, points, amountMinor, now),
      db
        .prepare(
          `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
           SELECT ?1, ?2, 'REDEEM', ?3, 'convert:' || id, 'convert:' || id, ?4 FROM point_conversions
            WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?5`,
        )
        .bind(merchant, accountId, -points, now, requestId),
    ]);
  } catch (error) {
    const text = String(error);
    if (text.includes('points >= 0')) throw pointsError.insufficient();
    if (text.includes('UNIQUE')) {
      const landed = await byRequest(db, merchant, accountId, requestId);
      if (landed && landed.request_hash === hash) return convert(env, merchant, accountId, settings, points, requestId, hash, now);
      if (landed) throw pointsError.keyReused();
    }
    throw error;
  }
  const row = (await byRequest(db, merchant, accountId, requestId))!;
  // The points are taken and the request's row written: a failure to pay now must not read as a
  // failed request (the member would send another). The row stays PENDING and is completed later.
  try {
    await completeConversion(env, row, now);
  } catch (error) {
    console.error(`platform: points conversion ${row.id} left pending; the next points call or the sweep completes it`, error);
  }
  return (await byRequest(db, merchant, accountId, requestId))!;
}

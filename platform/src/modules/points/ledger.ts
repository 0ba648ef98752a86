/**
 * A member's points: the balance (points_balances, kept by 0026's trigger from points_movements),
 * the movements by type with paging, and points earned from settled bets.
 *
 * Points from bets (ADR 031): a brand's `brand_bet_points` names, per game type, the valid bets
 * that earn one point. They are counted when the member next reads or uses their points (and by
 * the scheduled sweep): the member's settled bets of that game type after the last counted one,
 * plus the remainder carried from the last count, make floor(sum / rate) points in one movement
 * keyed `bets:<account>:<game type>:<last bet id>`, written in one batch with the range row whose
 * unique start makes two concurrent counts of the same bets collide (the second batch fails whole).
 */
import { betTiers, type PointKind } from './settings';

export async function pointsOf(db: D1Database, merchant: string, accountId: number): Promise<number> {
  const row = await db
    .prepare('SELECT points FROM points_balances WHERE merchant_code = ?1 AND account_id = ?2')
    .bind(merchant, accountId)
    .first<{ points: number }>();
  return row?.points ?? 0;
}

/** A points movement statement (positive grants, negative uses); the balance CHECK refuses going below zero. */
export function movementStatement(
  db: D1Database,
  merchant: string,
  accountId: number,
  kind: PointKind,
  points: number,
  key: string,
  reference: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(merchant, accountId, kind, points, reference, key, now);
}

export interface MovementRow {
  id: number;
  kind: PointKind;
  points: number;
  reference: string | null;
  created_at: number;
  balance_after: number;
}

/** The member's movements, newest first, optionally of one kind, with the balance after each. */
export async function movementsOf(
  db: D1Database,
  merchant: string,
  accountId: number,
  kind: PointKind | null,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: MovementRow[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM (
           SELECT id, kind, points, reference, created_at,
                  SUM(points) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance_after
             FROM points_movements WHERE merchant_code = ?1 AND account_id = ?2)
          WHERE (?3 IS NULL OR kind = ?3) ORDER BY id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(merchant, accountId, kind, pageSize, (pageNo - 1) * pageSize),
    db
      .prepare('SELECT COUNT(*) AS total FROM points_movements WHERE merchant_code = ?1 AND account_id = ?2 AND (?3 IS NULL OR kind = ?3)')
      .bind(merchant, accountId, kind),
  ]);
  return { rows: (page?.results ?? []) as MovementRow[], total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0 };
}

/** Counts the member's settled bets not yet counted into points (see the file's comment). Returns the points granted. */
export async function awardBetPoints(db: D1Database, merchant: string, accountId: number, now: number): Promise<number> {
  const tiers = await betTiers(db, merchant);
  let granted = 0;
  for (const tier of tiers) {
    const last = await db
      .prepare(
        `SELECT to_bet_id, carry_minor FROM point_bet_ranges WHERE merchant_code = ?1 AND account_id = ?2 AND game_type = ?3
          ORDER BY to_bet_id DESC LIMIT 1`,
      )
      .bind(merchant, accountId, tier.gameType)
      .first<{ to_bet_id: number; carry_minor: number }>();
    const from = last?.to_bet_id ?? 0;
    const bets = await db
      .prepare(
        `SELECT MAX(id) AS last_id, COALESCE(SUM(valid_minor), 0) AS valid FROM bets
          WHERE merchant_code = ?1 AND account_id = ?2 AND game_type = ?3 AND status = 'SETTLED' AND id > ?4`,
      )
      .bind(merchant, accountId, tier.gameType, from)
      .first<{ last_id: number | null; valid: number }>();
    if (!bets?.last_id) continue;
    const total = (last?.carry_minor ?? 0) + bets.valid;
    const points = Math.floor(total / tier.validMinorPerPoint);
    const carry = total - points * tier.validMinorPerPoint;
    const range = db
      .prepare(
        `INSERT INTO point_bet_ranges (merchant_code, account_id, game_type, from_bet_id, to_bet_id, carry_minor, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(merchant, accountId, tier.gameType, from, bets.last_id, carry, now);
    const statements = [range];
    if (points > 0) {
      const key = `bets:${accountId}:${tier.gameType}:${bets.last_id}`;
      statements.push(movementStatement(db, merchant, accountId, tier.pointKind, points, key, `bets:${tier.gameType}:${from}-${bets.last_id}`, now));
    }
    try {
      await db.batch(statements);
      granted += points;
    } catch (error) {
      // Another count of the same bets won the race (the range's unique start): nothing to add.
      if (!String(error).includes('UNIQUE')) throw error;
    }
  }
  return granted;
}

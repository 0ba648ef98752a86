/**
 * A brand's points rules (migration 0026): conversion rate and minimums, the most items per
 * redemption, the deposit ratio table (0011) and the points per game type from settled bets.
 */
import { functionNotAvailable, PlatformError } from '../../http/envelope';

export interface PointSettings {
  convertEnabled: boolean;
  convertMinorPerPoint: number;
  convertMinPoints: number;
  convertStepPoints: number;
  redeemMaxQuantity: number;
}

export interface DepositTier {
  minDepositMinor: number;
  minorPerPoint: number;
}

export interface BetTier {
  gameType: string;
  pointKind: PointKind;
  validMinorPerPoint: number;
}

/** The spec's point types (points_movements.kind); ADJUSTMENT is an operator's or the demo seed's. */
export const POINT_KINDS = ['LIVE', 'LOTTERY', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'ADJUSTMENT'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** The brand's points rules; `function.not.available` when the brand has no points mall. */
export async function loadPointSettings(db: D1Database, merchant: string): Promise<PointSettings> {
  const row = await db
    .prepare(
      `SELECT convert_enabled, convert_minor_per_point, convert_min_points, convert_step_points, redeem_max_quantity
         FROM brand_point_settings WHERE merchant_code = ?1`,
    )
    .bind(merchant)
    .first<{
      convert_enabled: number;
      convert_minor_per_point: number;
      convert_min_points: number;
      convert_step_points: number;
      redeem_max_quantity: number;
    }>();
  if (!row) throw functionNotAvailable();
  return {
    convertEnabled: row.convert_enabled === 1,
    convertMinorPerPoint: row.convert_minor_per_point,
    convertMinPoints: row.convert_min_points,
    convertStepPoints: row.convert_step_points,
    redeemMaxQuantity: row.redeem_max_quantity,
  };
}

export async function depositTiers(db: D1Database, merchant: string): Promise<DepositTier[]> {
  const { results } = await db
    .prepare('SELECT min_deposit_minor, minor_per_point FROM brand_deposit_points WHERE merchant_code = ?1 ORDER BY min_deposit_minor')
    .bind(merchant)
    .all<{ min_deposit_minor: number; minor_per_point: number }>();
  return results.map((r) => ({ minDepositMinor: r.min_deposit_minor, minorPerPoint: r.minor_per_point }));
}

export async function betTiers(db: D1Database, merchant: string): Promise<BetTier[]> {
  const { results } = await db
    .prepare('SELECT game_type, point_kind, valid_minor_per_point FROM brand_bet_points WHERE merchant_code = ?1 ORDER BY game_type')
    .bind(merchant)
    .all<{ game_type: string; point_kind: PointKind; valid_minor_per_point: number }>();
  return results.map((r) => ({ gameType: r.game_type, pointKind: r.point_kind, validMinorPerPoint: r.valid_minor_per_point }));
}

/** The points mall's refusals (docs/platform-protocol.md "Points mall"). */
export const pointsError = {
  insufficient: () => new PlatformError(400, 'points.insufficient', 'not enough points'),
  outOfStock: () => new PlatformError(409, 'points.out_of_stock', 'not enough stock'),
  memberLimit: () => new PlatformError(400, 'points.member_limit', 'above the quantity allowed'),
  rewardNotFound: () => new PlatformError(404, 'points.reward_not_found', 'no such reward'),
  belowMinimum: () => new PlatformError(400, 'points.below_minimum', "below the brand's minimum"),
  step: () => new PlatformError(400, 'points.step', "not a multiple of the brand's step"),
  exchangeNotFound: () => new PlatformError(404, 'points.exchange_not_found', 'no such exchange'),
  decided: () => new PlatformError(409, 'points.state_conflict', 'already decided'),
  keyReused: () => new PlatformError(409, 'wallet.idempotency_key_reused', 'request id used for a different request'),
};

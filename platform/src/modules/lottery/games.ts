/** Lottery games of the catalogue (types LOTT and ELOTT), their prize modes and their draw schedules. */
import type { ColumnSuffix } from '../../http/language';
import { gameIconUrl } from '../games/gameRow';
import { defaultSchedule, openPeriod, type Period, type Schedule } from './schedule';

export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
export type LotteryType = (typeof LOTTERY_TYPES)[number];

/**
 * The prize modes (the spec's four; docs/platform-protocol.md "Lottery"): which lottery games a
 * menu lists. LOTT the lottery (type LOTT); ZY the house's own lottery (自营: type LOTT of the
 * platform's own vendor, TCG); ELOTT the lottery and the electronic lottery (both types); SEA the
 * South-East Asian lottery (vendor TCG_SEA).
 */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const isPrizeMode = (value: unknown): value is PrizeMode => (PRIZE_MODES as readonly unknown[]).includes(value);
export const HOUSE_LOTTERY_VENDOR = 'TCG';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/** Whether a lottery game is in a prize mode's menu (modeSql says the same to D1). */
export function inPrizeMode(mode: PrizeMode, game: { gameType: LotteryType; vassalage: string }): boolean {
  switch (mode) {
    case 'LOTT':
      return game.gameType === 'LOTT';
    case 'ZY':
      return game.gameType === 'LOTT' && game.vassalage === HOUSE_LOTTERY_VENDOR;
    case 'ELOTT':
      return true;
    case 'SEA':
      return game.vassalage === SEA_LOTTERY_VENDOR;
  }
}

/** inPrizeMode over `games g` in SQL, the mode bound to `param` (a lottery type is checked apart). */
const modeSql = (param: string) =>
  `(${param} = 'ELOTT' OR (${param} = 'LOTT' AND g.game_type = 'LOTT')
    OR (${param} = 'ZY' AND g.game_type = 'LOTT' AND g.vassalage = '${HOUSE_LOTTERY_VENDOR}')
    OR (${param} = 'SEA' AND g.vassalage = '${SEA_LOTTERY_VENDOR}'))`;

export interface LotteryGame {
  nodeId: number;
  gameCode: string;
  gameType: LotteryType;
  vassalage: string;
  vendorName: string;
  /** In the request language. */
  name: string;
  /** The English name, stored on bet records. */
  nameEn: string;
  minBetMinor: number;
  schedule: Schedule;
}

interface Row {
  node_id: number;
  game_code: string;
  game_type: LotteryType;
  vassalage: string;
  vendor_name: string;
  game_name: string;
  name_en: string;
  min_bet: number;
  period_seconds: number | null;
  lock_seconds: number | null;
}

const SELECT = (suffix: ColumnSuffix) => `
  SELECT g.node_id, g.game_code, g.game_type, g.vassalage, v.display_name_${suffix} AS vendor_name, g.name_${suffix} AS game_name,
         g.name_en, g.min_bet, s.period_seconds, s.lock_seconds
    FROM games g
    JOIN vendors v ON v.vassalage = g.vassalage
    LEFT JOIN lottery_schedules s ON s.node_id = g.node_id`;

function toGame(row: Row): LotteryGame {
  const schedule =
    row.period_seconds !== null && row.lock_seconds !== null
      ? { periodSeconds: row.period_seconds, lockSeconds: row.lock_seconds }
      : defaultSchedule(row.vassalage, row.game_code, row.name_en);
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendorName: row.vendor_name,
    name: row.game_name,
    nameEn: row.name_en,
    minBetMinor: row.min_bet,
    schedule,
  };
}

/** One lottery game by its code (the protocol's `gameId` on lottery calls), or null. */
export async function lotteryGame(db: D1Database, gameCode: string, suffix: ColumnSuffix = 'en'): Promise<LotteryGame | null> {
  const row = await db
    .prepare(`${SELECT(suffix)} WHERE g.game_code = ?1 AND g.game_type IN ('LOTT', 'ELOTT') LIMIT 1`)
    .bind(gameCode)
    .first<Row>();
  return row ? toGame(row) : null;
}

/** The games of a prize mode's menu (inPrizeMode), in menu order (type, vendor, game). */
export async function lotteryGames(db: D1Database, prizeMode: PrizeMode, suffix: ColumnSuffix): Promise<LotteryGame[]> {
  const { results } = await db
    .prepare(
      `${SELECT(suffix)}
        LEFT JOIN vendor_game_types vt ON vt.vassalage = g.vassalage AND vt.game_type = g.game_type
        WHERE g.game_type IN ('LOTT', 'ELOTT') AND ${modeSql('?1')}
        ORDER BY g.game_type = 'LOTT' DESC, COALESCE(vt.sort, 999), g.vassalage, g.node_id`,
    )
    .bind(prizeMode)
    .all<Row>();
  return results.map(toGame);
}

/** A member's recent lottery games: launched (recent_games) or bet on, newest first (of a prize mode's menu, or all). */
export async function recentLotteryGames(
  db: D1Database,
  merchant: string,
  accountId: number,
  suffix: ColumnSuffix,
  prizeMode: PrizeMode | null,
  limit: number,
): Promise<LotteryGame[]> {
  const { results } = await db
    .prepare(
      `WITH seen AS (
         SELECT node_id, played_at AS at FROM recent_games WHERE merchant_code = ?1 AND account_id = ?2
         UNION ALL
         SELECT node_id, MAX(created_at) AS at FROM lottery_bets WHERE merchant_code = ?1 AND account_id = ?2 GROUP BY node_id
       ), latest AS (SELECT node_id, MAX(at) AS at FROM seen GROUP BY node_id)
       ${SELECT(suffix)} JOIN latest l ON l.node_id = g.node_id
        WHERE g.game_type IN ('LOTT', 'ELOTT') AND (?3 IS NULL OR ${modeSql('?3')})
        ORDER BY l.at DESC, g.node_id LIMIT ?4`,
    )
    .bind(merchant, accountId, prizeMode, limit)
    .all<Row>();
  return results.map(toGame);
}

/** The protocol's view of a period. */
export function numeroView(game: LotteryGame, period: Period) {
  return { numero: period.numero, gameId: game.gameCode, openTime: period.openAt, closeTime: period.closeAt, drawTime: period.drawAt };
}

/** A game of the lottery menu. */
export function menuGame(game: LotteryGame, now: number) {
  return {
    gameId: game.gameCode,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.name,
    gameType: game.gameType,
    vassalage: game.vassalage,
    vendorName: game.vendorName,
    iconUrl: gameIconUrl(game.nodeId),
    periodSeconds: game.schedule.periodSeconds,
    lockSeconds: game.schedule.lockSeconds,
    currentNumero: numeroView(game, openPeriod(game.schedule, now)),
  };
}

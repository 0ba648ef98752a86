/** The game object of the protocol, built from a `games` row. */
import type { ColumnSuffix } from '../../http/language';
import { minorToAmount } from '../../http/params';

export const GAME_CLASSES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClass = (typeof GAME_CLASSES)[number];

export interface GameRow {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  game_name: string;
  classify: GameClass | null;
  is_hot: number;
  is_new: number;
  support_play: number;
  min_bet: number;
  line_num: number;
  room_id: string | null;
}

export interface Game {
  nodeId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  iconUrl: string;
  supportPlay: 0 | 1;
  isHot: 0 | 1;
  isNew: 0 | 1;
  gameClassify: GameClass | null;
  minBet: number;
  lineNum: number;
  roomId: string | null;
  isGame: 'GAME' | 'VASSALAGE';
}

/** SELECT list for games aliased `g`, with the name in the request language as `game_name`. */
export function gameColumns(suffix: ColumnSuffix): string {
  return `g.node_id, g.game_code, g.game_type, g.vassalage, g.name_${suffix} AS game_name, g.classify, g.is_hot,
          g.is_new, g.support_play, g.min_bet, g.line_num, g.room_id, g.is_game`;
}

export const gameIconUrl = (nodeId: number) => `/media/games/${nodeId}.svg`;
export const vendorIconUrl = (vassalage: string) => `/media/vendors/${encodeURIComponent(vassalage)}.svg`;

export function toGame(row: GameRow & { is_game: string }): Game {
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameType: row.game_type,
    vassalage: row.vassalage,
    gameName: row.game_name,
    iconUrl: gameIconUrl(row.node_id),
    supportPlay: row.support_play === 0 ? 0 : 1,
    isHot: row.is_hot === 1 ? 1 : 0,
    isNew: row.is_new === 1 ? 1 : 0,
    gameClassify: row.classify,
    minBet: minorToAmount(row.min_bet),
    lineNum: row.line_num,
    roomId: row.room_id,
    isGame: row.is_game === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
  };
}

/** Vendor filter that also matches sub-vendors (EVO covers EG3, EG4, EG7). */
export const VENDOR_FILTER_SQL = 'g.vassalage IN (SELECT v.vassalage FROM vendors v WHERE v.vassalage = ?1 OR v.parent_vassalage = ?1)';

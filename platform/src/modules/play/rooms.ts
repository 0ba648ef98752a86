/**
 * PVP rooms (GLS2_roomList), derived from the catalogue: each card game with a `room_id` has three
 * tables at rising stakes, `<room_id>-A`, `-B` and `-C`. A launch with `roomId` plays at that
 * table's stakes.
 */
import type { ColumnSuffix } from '../../http/language';

export interface Room {
  roomId: string;
  roomName: string;
  minBetMinor: number;
  maxBetMinor: number;
  capacity: number;
}

const TIERS = [
  { key: 'A', en: 'Table A', ko: '테이블 A', min: 1, max: 20 },
  { key: 'B', en: 'Table B', ko: '테이블 B', min: 5, max: 100 },
  { key: 'C', en: 'Table C (high stakes)', ko: '테이블 C (하이 스테이크)', min: 20, max: 500 },
] as const;

/** Seats at each table. */
export const ROOM_CAPACITY = 6;

export function roomsOf(game: { room_id: string | null; min_bet: number; name_en: string; name_ko: string; game_type: string }, suffix: ColumnSuffix): Room[] {
  if (game.game_type !== 'PVP' || !game.room_id) return [];
  const base = Math.max(game.min_bet, 100);
  return TIERS.map((tier) => ({
    roomId: `${game.room_id}-${tier.key}`,
    roomName: `${suffix === 'ko' ? game.name_ko : game.name_en} · ${tier[suffix]}`,
    minBetMinor: base * tier.min,
    maxBetMinor: base * tier.max,
    capacity: ROOM_CAPACITY,
  }));
}

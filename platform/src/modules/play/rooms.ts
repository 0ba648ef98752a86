/**
 * PVP rooms (GLS2_roomList), derived from the catalogue: each card game with a `room_id` has three
 * tables at rising stakes, `<room_id>-A`, `-B` and `-C`. A launch with `roomId` plays at that
 * table's stakes.
 */
import type { ColumnSuffix, TextLanguage } from '../../http/language';

export interface Room {
  roomId: string;
  roomName: string;
  minBetMinor: number;
  maxBetMinor: number;
  capacity: number;
}

/** The tables' names, in every text language. */
export const TIER_NAMES: Readonly<Record<TextLanguage, Readonly<Record<'A' | 'B' | 'C', string>>>> = {
  en: { A: 'Table A', B: 'Table B', C: 'Table C (high stakes)' },
  ko: { A: '테이블 A', B: '테이블 B', C: '테이블 C (하이 스테이크)' },
  zh: { A: 'A桌', B: 'B桌', C: 'C桌（高额投注）' },
  vi: { A: 'Bàn A', B: 'Bàn B', C: 'Bàn C (cược cao)' },
  th: { A: 'โต๊ะ A', B: 'โต๊ะ B', C: 'โต๊ะ C (เดิมพันสูง)' },
};

const TIERS = [
  { key: 'A', min: 1, max: 20 },
  { key: 'B', min: 5, max: 100 },
  { key: 'C', min: 20, max: 500 },
] as const;

/** Seats at each table. */
export const ROOM_CAPACITY = 6;

/** The rooms of a game; names in `lang` (the game's name from its column, the table's from TIER_NAMES). */
export function roomsOf(
  game: { room_id: string | null; min_bet: number; name_en: string; name_ko: string; game_type: string },
  lang: { suffix: ColumnSuffix; text: TextLanguage },
): Room[] {
  if (game.game_type !== 'PVP' || !game.room_id) return [];
  const base = Math.max(game.min_bet, 100);
  return TIERS.map((tier) => ({
    roomId: `${game.room_id}-${tier.key}`,
    roomName: `${game[`name_${lang.suffix}`]} · ${TIER_NAMES[lang.text][tier.key]}`,
    minBetMinor: base * tier.min,
    maxBetMinor: base * tier.max,
    capacity: ROOM_CAPACITY,
  }));
}

/**
 * The demo brand's tournaments (docs/decisions/066-tournaments.md): three series whose runs the
 * platform makes as their periods come (an hourly race to join, a daily buy-in and a weekly one every
 * member is in). A series that exists keeps what the operator changed across starts.
 */
import { DEMO_MERCHANT } from './brand';
import { sqlLiteral } from './sql';

interface SeriesSeed {
  code: string;
  kind: 'TOURNAMENT' | 'RACE';
  names: Record<string, string>;
  games: { types: string[]; vendors: string[]; games: number[] };
  entry: 'AUTO' | 'OPT_IN' | 'BUY_IN';
  buyInMinor: number;
  scoring: 'STAKE' | 'WIN' | 'MULTIPLIER' | 'ROUNDS';
  minStakeMinor: number;
  prizes: { from: number; to: number; kind: 'MONEY' | 'BONUS' | 'POINTS'; amount: number; turnover?: number }[];
  periodMinutes: number;
}

export const SEEDED_SERIES: Readonly<Record<string, readonly SeriesSeed[]>> = {
  [DEMO_MERCHANT]: [
    {
      code: 'SLOTS-RACE',
      kind: 'RACE',
      names: { en: 'Hourly slots race', ko: '매시간 슬롯 레이스', zh: '每小时老虎机竞赛', vi: 'Đua slot mỗi giờ', th: 'การแข่งสล็อตรายชั่วโมง' },
      games: { types: ['RNG'], vendors: [], games: [] },
      entry: 'OPT_IN',
      buyInMinor: 0,
      scoring: 'STAKE',
      minStakeMinor: 100,
      prizes: [
        { from: 1, to: 1, kind: 'MONEY', amount: 10_000 },
        { from: 2, to: 3, kind: 'MONEY', amount: 2_500 },
        { from: 4, to: 10, kind: 'POINTS', amount: 200 },
      ],
      periodMinutes: 60,
    },
    {
      code: 'HIGH-ROLLER',
      kind: 'TOURNAMENT',
      names: { en: 'Daily high roller', ko: '데일리 하이롤러', zh: '每日豪客赛', vi: 'Cao thủ mỗi ngày', th: 'ไฮโรลเลอร์รายวัน' },
      games: { types: ['RNG', 'FISH'], vendors: [], games: [] },
      entry: 'BUY_IN',
      buyInMinor: 1_000,
      scoring: 'WIN',
      minStakeMinor: 0,
      prizes: [
        { from: 1, to: 1, kind: 'MONEY', amount: 50_000 },
        { from: 2, to: 2, kind: 'MONEY', amount: 20_000 },
        { from: 3, to: 5, kind: 'BONUS', amount: 5_000, turnover: 5 },
      ],
      periodMinutes: 1_440,
    },
    {
      code: 'BIG-WIN',
      kind: 'TOURNAMENT',
      names: { en: 'Weekly big win', ko: '주간 빅윈', zh: '每周大赢家', vi: 'Thắng lớn hằng tuần', th: 'บิ๊กวินประจำสัปดาห์' },
      games: { types: ['RNG', 'FISH', 'MINI'], vendors: [], games: [] },
      entry: 'AUTO',
      buyInMinor: 0,
      scoring: 'MULTIPLIER',
      minStakeMinor: 50,
      prizes: [
        { from: 1, to: 1, kind: 'MONEY', amount: 100_000 },
        { from: 2, to: 5, kind: 'BONUS', amount: 10_000, turnover: 5 },
        { from: 6, to: 20, kind: 'POINTS', amount: 500 },
      ],
      periodMinutes: 10_080,
    },
  ],
};

/** The statements that set up a brand's series, safe on every start: a series that exists is left as it is. */
export function seriesSeedSql(merchant: string, series: readonly SeriesSeed[]): string[] {
  return series.map(
    (s) =>
      `INSERT INTO tournament_series (merchant_code, code, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, period_minutes, active, created_at)
       VALUES (${sqlLiteral(merchant)}, ${sqlLiteral(s.code)}, ${sqlLiteral(s.kind)}, ${sqlLiteral(JSON.stringify(s.names))}, ${sqlLiteral(JSON.stringify(s.games))},
         ${sqlLiteral(s.entry)}, ${s.buyInMinor}, ${sqlLiteral(s.scoring)}, ${s.minStakeMinor}, ${sqlLiteral(JSON.stringify(s.prizes))}, ${s.periodMinutes}, 1, 0)
       ON CONFLICT (merchant_code, code) DO NOTHING;`,
  );
}

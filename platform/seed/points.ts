/**
 * The demo brand's points mall (ADR 031): its rules, points per game type from settled bets, the
 * rewards catalogue, and demo_member's starting points. Rules are leaf tables (rewritten); rewards
 * are upserted by id without touching their stock (members' exchanges point at them and took from
 * it); demo_member's points are one movement keyed per brand, so applying it again adds none. Those
 * are written by POST /__dev/seed-accounts (demoMemberPointsSql), after demo_member exists: in the
 * seed file they ran before the accounts, so a fresh start gave demo_member none.
 */
import { insertRows, sqlLiteral, type SqlValue } from './sql';

/** 1 point converts to 0.10; at least 100 points, in steps of 10; at most 5 items per redemption. */
const SETTINGS = { convert_enabled: 1, convert_minor_per_point: 10, convert_min_points: 100, convert_step_points: 10, redeem_max_quantity: 5 };

/** Valid bets per point, by the bet's game type: 100.00 on slots, live, cards, lottery, sports. */
const BET_POINTS: readonly (readonly [gameType: string, kind: string, validMinorPerPoint: number])[] = [
  ['RNG', 'RNG', 10_000],
  ['FISH', 'RNG', 10_000],
  ['LIVE', 'LIVE', 10_000],
  ['PVP', 'PVP', 10_000],
  ['LOTT', 'LOTTERY', 10_000],
  ['ELOTT', 'LOTTERY', 10_000],
  ['SPORTS', 'SPORTS', 10_000],
  ['ESPORTS', 'SPORTS', 10_000],
];

type Reward = [
  id: number,
  type: string,
  en: string,
  ko: string,
  descEn: string,
  descKo: string,
  points: number,
  stock: number,
  delivery: 0 | 1,
  maxPerMember: number | null,
];

const REWARDS: readonly Reward[] = [
  [
    7001,
    'COUPON',
    'Coffee voucher',
    '커피 쿠폰',
    'A voucher for one coffee at partner cafés, sent to your inbox.',
    '제휴 카페 커피 한 잔 쿠폰이 메시지함으로 발송됩니다.',
    50,
    1_000_000,
    0,
    null,
  ],
  [7002, 'COUPON', 'Cinema ticket', '영화 관람권', 'One cinema ticket, any day of the week.', '요일 상관없이 영화 한 편 관람권.', 120, 500, 0, 4],
  [
    7003,
    'LIFE_SERVICE',
    'Mobile top-up 10.00',
    '휴대폰 충전 10.00',
    'Credit for your mobile phone, sent within a day.',
    '하루 안에 휴대폰 요금이 충전됩니다.',
    100,
    1_000,
    0,
    null,
  ],
  [7004, 'LIFE_SERVICE', 'Food delivery credit', '배달 음식 크레딧', 'Credit for a food delivery app.', '배달 앱에서 쓸 수 있는 크레딧.', 200, 300, 0, null],
  [7005, 'GIFT', 'Branded hoodie', '브랜드 후드티', 'A warm hoodie, shipped to your address.', '따뜻한 후드티를 주소로 보내드립니다.', 800, 50, 1, 2],
  [7006, 'GIFT', 'Wireless earbuds', '무선 이어폰', 'Wireless earbuds, shipped to your address.', '무선 이어폰을 주소로 보내드립니다.', 3_000, 3, 1, 1],
];

/** demo_member's starting points: one movement, never a bare balance. */
const DEMO_MEMBER_POINTS = 2_000;

export function pointsSeedSql(merchant: string): string[] {
  const rewards = REWARDS.map(
    ([id, type, en, ko, descEn, descKo, points, stock, delivery, max], sort) =>
      `INSERT INTO point_rewards (id, merchant_code, exchange_type, name_en, name_ko, description_en, description_ko, points, stock, needs_delivery, max_per_member, active, sort)
       VALUES (${[id, merchant, type, en, ko, descEn, descKo, points, stock, delivery, max, 1, sort].map((v) => sqlLiteral(v as SqlValue)).join(', ')})
       ON CONFLICT (id) DO UPDATE SET merchant_code = excluded.merchant_code, exchange_type = excluded.exchange_type, name_en = excluded.name_en,
         name_ko = excluded.name_ko, description_en = excluded.description_en, description_ko = excluded.description_ko, points = excluded.points,
         needs_delivery = excluded.needs_delivery, max_per_member = excluded.max_per_member, active = excluded.active, sort = excluded.sort;`,
  );
  return [
    ...insertRows('brand_point_settings', ['merchant_code', ...Object.keys(SETTINGS)], [[merchant, ...Object.values(SETTINGS)]]),
    ...insertRows(
      'brand_bet_points',
      ['merchant_code', 'game_type', 'point_kind', 'valid_minor_per_point'],
      BET_POINTS.map((row) => [merchant, ...row]),
    ),
    ...rewards,
  ];
}

/** demo_member's starting points, once per brand (the entry key); needs the account to exist. */
export function demoMemberPointsSql(merchant: string): string {
  const m = sqlLiteral(merchant);
  return `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at)
     SELECT ${m}, id, 'ADJUSTMENT', ${DEMO_MEMBER_POINTS}, 'welcome points', 'seed:demo-member-points', created_at
       FROM accounts WHERE merchant_code = ${m} AND username = 'demo_member'
     ON CONFLICT (merchant_code, entry_key) DO NOTHING`;
}

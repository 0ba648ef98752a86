/**
 * The demo brand's promotions, missions and rebate rates (issue 12, rewards). Promotions and
 * missions are upserted by id (members' entries and claims point at them); rebate rates are a
 * leaf table, rewritten. Members' entries, claims and codes are never touched.
 */
import { insertRows, sqlLiteral, type SqlValue } from './sql';

/** 2100-01-01: "not yet" and "never ends" for the demo. */
const FAR_FUTURE = 4_102_444_800_000;
/** 2000-01-01: a promotion that has closed. */
const LONG_AGO = 946_684_800_000;

type Promotion = [
  id: number,
  type: string,
  category: string,
  kind: string,
  titleEn: string,
  titleKo: string,
  contentEn: string,
  contentKo: string,
  bonus: number,
  turnover: number,
  target: number,
  prizes: number[],
  startsAt: number,
  endsAt: number | null,
];

const PROMOTIONS: readonly Promotion[] = [
  [
    5001,
    'WELCOME',
    'NEW_MEMBER',
    'CLAIM',
    'Welcome bonus',
    '웰컴 보너스',
    'Claim 300.00 on us once you have joined. 10x turnover before withdrawal.',
    '가입 후 300.00을 받으세요. 출금 전 롤링 10배.',
    30_000,
    10,
    0,
    [],
    0,
    null,
  ],
  [
    5002,
    'DEPOSIT',
    'DEPOSIT',
    'APPLY',
    'Daily reload 10%',
    '매일 재충전 10%',
    'Apply, and once our team approves, claim 100.00. 5x turnover.',
    '신청 후 승인되면 100.00을 받으세요. 롤링 5배.',
    10_000,
    5,
    0,
    [],
    0,
    null,
  ],
  [
    5003,
    'TOURNAMENT',
    'EVENT',
    'TURNOVER',
    'Weekend slot race',
    '주말 슬롯 레이스',
    'Join, then place 1,000.00 of valid bets to claim 50.00.',
    '참가 후 유효 베팅 1,000.00을 달성하면 50.00을 받으세요.',
    5_000,
    1,
    100_000,
    [],
    0,
    null,
  ],
  [
    5004,
    'REFERRAL',
    'NEW_MEMBER',
    'EVENT',
    'Refer a friend',
    '친구 추천',
    'Sign up for the programme: every friend who joins with your code and deposits earns you 20.00.',
    '프로그램에 참가하세요: 코드로 가입해 입금한 친구마다 20.00.',
    2_000,
    0,
    0,
    [],
    0,
    null,
  ],
  [
    5005,
    'RAFFLE',
    'RAFFLE',
    'RAFFLE',
    'Lucky draw',
    '행운의 추첨',
    'One free draw per member: win 5.00 to 88.00.',
    '회원당 한 번 무료 추첨: 5.00에서 88.00까지.',
    0,
    1,
    0,
    [500, 1_000, 2_000, 5_000, 8_800],
    0,
    null,
  ],
  [
    5006,
    'CASHBACK',
    'REBATE',
    'CLAIM',
    'Live cashback 5%',
    '라이브 캐시백 5%',
    'Coming soon: 5% of your weekly live casino losses back.',
    '곧 시작: 주간 라이브 카지노 손실의 5% 환급.',
    1_000,
    1,
    0,
    [],
    FAR_FUTURE,
    null,
  ],
  [
    5007,
    'FESTIVAL',
    'EVENT',
    'EVENT',
    'Spring festival',
    '봄 축제',
    'The spring festival has ended. Thank you for playing.',
    '봄 축제가 종료되었습니다. 감사합니다.',
    0,
    0,
    0,
    [],
    0,
    LONG_AGO,
  ],
];

type Mission = [id: number, titleEn: string, titleKo: string, gameType: string | null, startsAt: number, endsAt: number, steps: [number, number][]];

const MISSIONS: readonly Mission[] = [
  [
    6001,
    'Slot spinner',
    '슬롯 스피너',
    'RNG',
    0,
    FAR_FUTURE,
    [
      [10_000, 500],
      [50_000, 2_000],
      [200_000, 5_000],
    ],
  ],
  [
    6002,
    'Live high roller',
    '라이브 하이롤러',
    'LIVE',
    0,
    FAR_FUTURE,
    [
      [100_000, 3_000],
      [500_000, 10_000],
    ],
  ],
  [6003, 'All-rounder (ended)', '올라운더 (종료)', null, 0, LONG_AGO, [[10_000, 1_000]]],
];

/** Basis points of valid bets (100 = 1%). */
const REBATE_RATES: readonly [string, number][] = [
  ['RNG', 100],
  ['LIVE', 80],
  ['FISH', 100],
  ['PVP', 50],
  ['LOTT', 50],
  ['ELOTT', 50],
  ['SPORTS', 60],
  ['ESPORTS', 60],
  ['COCKFIGHT', 50],
  ['BINGO', 50],
  ['MINI', 50],
];

export function rewardsSeedSql(merchant: string): string[] {
  const promotions: SqlValue[][] = PROMOTIONS.map(([id, type, category, kind, te, tk, ce, ck, bonus, turnover, target, prizes, startsAt, endsAt], i) => [
    id,
    merchant,
    type,
    category,
    kind,
    te,
    tk,
    ce,
    ck,
    bonus,
    turnover,
    target,
    JSON.stringify(prizes),
    startsAt,
    endsAt,
    i + 1,
  ]);
  const missions: SqlValue[][] = MISSIONS.map(([id, te, tk, gameType, startsAt, endsAt], i) => [id, merchant, te, tk, gameType, startsAt, endsAt, i + 1]);
  const steps: SqlValue[][] = MISSIONS.flatMap(([id, , , , , , list]) => list.map(([target, reward], i) => [id, i + 1, target, reward]));
  return [
    ...insertRows(
      'promotions',
      [
        'id',
        'merchant_code',
        'promotion_type',
        'category',
        'kind',
        'title_en',
        'title_ko',
        'content_en',
        'content_ko',
        'bonus_minor',
        'turnover_multiplier',
        'target_minor',
        'raffle_prizes',
        'starts_at',
        'ends_at',
        'sort',
      ],
      promotions,
      { upsertKey: ['id'] },
    ),
    ...insertRows('missions', ['id', 'merchant_code', 'title_en', 'title_ko', 'game_type', 'starts_at', 'ends_at', 'sort'], missions, { upsertKey: ['id'] }),
    ...insertRows('mission_milestones', ['mission_id', 'step', 'target_minor', 'reward_minor'], steps, { upsertKey: ['mission_id', 'step'] }),
    `DELETE FROM brand_rebate_rates WHERE merchant_code = ${sqlLiteral(merchant)};`,
    ...insertRows(
      'brand_rebate_rates',
      ['merchant_code', 'game_type', 'rate_bp'],
      REBATE_RATES.map(([type, bp]) => [merchant, type, bp]),
    ),
  ];
}

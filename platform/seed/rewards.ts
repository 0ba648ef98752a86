/**
 * The demo brand's promotions, missions and rebate rates (ADR 030). Promotions and
 * missions are upserted by id (members' entries and claims point at them); rebate rates are a
 * leaf table, rewritten. Members' entries, claims and codes are never touched.
 */
import { insertRows, sqlLiteral, type SqlValue } from './sql';
import { ALL_ROW_LANGUAGES, contentTextsSql, pick, type ContentText, type RowLanguage, type Translations, type Translations2 } from './texts';

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
  /** [title, content] in the other languages. */
  other: Translations2,
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
    {
      CN: ['新人彩金', '注册后即可领取300.00彩金。提现前需完成10倍流水。'],
      VI: ['Tiền thưởng chào mừng', 'Nhận ngay 300,00 sau khi bạn tham gia. Doanh thu cược yêu cầu 10 lần trước khi rút tiền.'],
      TH: ['โบนัสต้อนรับ', 'รับฟรี 300.00 เมื่อสมัครสมาชิก ต้องทำยอดเทิร์นโอเวอร์ 10 เท่าก่อนถอนเงิน'],
    },
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
    {
      CN: ['每日续充10%', '提交申请，审核通过后即可领取100.00。流水要求：5倍。'],
      VI: ['Nạp lại hằng ngày 10%', 'Đăng ký tham gia, khi được duyệt hãy nhận 100,00. Doanh thu cược yêu cầu: 5 lần.'],
      TH: ['ฝากเงินรายวันรับ 10 %', 'สมัครเข้าร่วม เมื่อทีมงานอนุมัติแล้วกดรับ 100.00 ยอดเทิร์นโอเวอร์ 5 เท่า'],
    },
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
    {
      CN: ['周末电子竞速赛', '参加活动后，有效投注达到1,000.00即可领取50.00。'],
      VI: ['Đua top Nổ hũ cuối tuần', 'Tham gia, sau đó đạt 1.000,00 cược hợp lệ để nhận 50,00.'],
      TH: ['แข่งสล็อตสุดสัปดาห์', 'เข้าร่วม แล้วทำยอดเดิมพันที่มีผลให้ครบ 1,000.00 เพื่อรับ 50.00'],
    },
  ],
  [
    5004,
    'REFERRAL',
    'NEW_MEMBER',
    'EVENT',
    'Refer a friend',
    '친구 추천',
    'Sign up for the programme: every friend who joins with your code and makes a first deposit of at least 50.00 earns you 20.00.',
    '프로그램에 참가하세요: 코드로 가입해 첫 입금을 50.00 이상 한 친구마다 20.00.',
    2_000,
    0,
    0,
    [],
    0,
    null,
    {
      CN: ['推荐好友', '加入推荐计划：每位使用您的推荐码注册并首充至少50.00的好友，可为您赚取20.00。'],
      VI: [
        'Giới thiệu bạn bè',
        'Tham gia chương trình: mỗi người bạn đăng ký bằng mã giới thiệu của bạn và nạp tiền lần đầu từ 50,00 trở lên mang về cho bạn 20,00.',
      ],
      TH: ['แนะนำเพื่อน', 'สมัครเข้าร่วมโปรแกรม รับ 20.00 ต่อเพื่อนทุกคนที่สมัครด้วยรหัสแนะนำของคุณและฝากเงินครั้งแรกอย่างน้อย 50.00'],
    },
  ],
  [
    5005,
    'LUCKY_WHEEL',
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
    {
      CN: ['幸运抽奖', '每位会员可免费抽奖一次：赢取5.00至88.00。'],
      VI: ['Rút thăm may mắn', 'Mỗi thành viên được rút thăm miễn phí một lần: thắng từ 5,00 đến 88,00.'],
      TH: ['จับรางวัลนำโชค', 'สมาชิกจับรางวัลฟรีได้ 1 ครั้ง ลุ้นรับ 5.00 ถึง 88.00'],
    },
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
    {
      CN: ['真人视讯返现5%', '即将推出：返还每周真人视讯亏损的5%。'],
      VI: ['Hoàn tiền Casino trực tuyến 5%', 'Sắp ra mắt: hoàn lại 5% số tiền thua Casino trực tuyến hằng tuần.'],
      TH: ['เงินคืนคาสิโนสด 5 %', 'เร็วๆ นี้ รับคืน 5 % ของยอดเสียคาสิโนสดรายสัปดาห์'],
    },
  ],
  [
    5008,
    'REBATE',
    'REBATE',
    'EVENT',
    'Rebate on every bet',
    '모든 베팅 리베이트',
    'Up to 1% back on your valid bets, by product. Claim it any time on the Rebate page of your account.',
    '상품별 유효 베팅의 최대 1% 환급. 내 계정의 리베이트 페이지에서 언제든 수령하세요.',
    0,
    0,
    0,
    [],
    0,
    null,
    {
      CN: ['每笔投注皆返水', '按产品返还有效投注的最高1%。可随时在账户的返水页面领取。'],
      VI: ['Hoàn trả mọi cược', 'Hoàn trả tới 1% cược hợp lệ theo từng sản phẩm. Nhận bất cứ lúc nào tại trang Hoàn trả trong tài khoản của bạn.'],
      TH: ['เงินคืนทุกการเดิมพัน', 'รับเงินคืนสูงสุด 1 % จากยอดเดิมพันที่มีผล ตามประเภทเกม กดรับได้ทุกเมื่อที่หน้าเงินคืนในบัญชีของคุณ'],
    },
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
    {
      CN: ['春季嘉年华', '春季嘉年华活动已结束，感谢您的参与。'],
      VI: ['Lễ hội mùa xuân', 'Lễ hội mùa xuân đã kết thúc. Cảm ơn bạn đã tham gia.'],
      TH: ['เทศกาลฤดูใบไม้ผลิ', 'เทศกาลฤดูใบไม้ผลิสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก'],
    },
  ],
];

type Mission = [
  id: number,
  titleEn: string,
  titleKo: string,
  gameType: string | null,
  startsAt: number,
  endsAt: number,
  steps: [number, number][],
  /** The title in the other languages. */
  other: Translations,
];

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
    { CN: '电子游戏达人', VI: 'Cao thủ Nổ hũ', TH: 'นักปั่นสล็อต' },
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
    { CN: '真人视讯豪客', VI: 'Tay chơi lớn Casino trực tuyến', TH: 'ขาใหญ่คาสิโนสด' },
  ],
  [
    6003,
    'All-rounder (ended)',
    '올라운더 (종료)',
    null,
    0,
    LONG_AGO,
    [[10_000, 1_000]],
    { CN: '全能玩家（已结束）', VI: 'Toàn năng (đã kết thúc)', TH: 'ผู้เล่นรอบด้าน (สิ้นสุดแล้ว)' },
  ],
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

/** The VIP ladder: level, lifetime deposits paid and lifetime valid bets (minor units) it needs. */
const VIP_LEVELS: readonly (readonly [number, number, number])[] = [
  [1, 10_000, 100_000],
  [2, 100_000, 1_000_000],
  [3, 500_000, 5_000_000],
  [4, 2_000_000, 20_000_000],
  [5, 10_000_000, 100_000_000],
];

/**
 * A brand's promotions, missions, referral, VIP ladder and rebate settings; its promotion and mission ids are
 * `idOffset` higher (the ids are the tables' own). Titles and contents in `languages` (the brand's
 * beyond English and Korean) are content_texts rows.
 */
export function rewardsSeedSql(merchant: string, idOffset = 0, languages: readonly RowLanguage[] = ALL_ROW_LANGUAGES): string[] {
  const promotions: SqlValue[][] = PROMOTIONS.map(([id, type, category, kind, te, tk, ce, ck, bonus, turnover, target, prizes, startsAt, endsAt], i) => [
    idOffset + id,
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
  const missions: SqlValue[][] = MISSIONS.map(([id, te, tk, gameType, startsAt, endsAt], i) => [
    idOffset + id,
    merchant,
    te,
    tk,
    gameType,
    startsAt,
    endsAt,
    i + 1,
  ]);
  const steps: SqlValue[][] = MISSIONS.flatMap(([id, , , , , , list]) => list.map(([target, reward], i) => [idOffset + id, i + 1, target, reward]));
  const texts: ContentText[] = [
    ...PROMOTIONS.flatMap(([id, , , , , , , , , , , , , , other]): ContentText[] => [
      { kind: 'promotion', refId: String(idOffset + id), field: 'title', texts: pick(other, 0) },
      { kind: 'promotion', refId: String(idOffset + id), field: 'content', texts: pick(other, 1) },
    ]),
    ...MISSIONS.map(([id, , , , , , , other]): ContentText => ({ kind: 'mission', refId: String(idOffset + id), field: 'title', texts: other })),
  ];
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
    ...contentTextsSql(merchant, languages, texts),
    // Referral rewards (migration 0028): 20.00 to the referrer per invitee whose first deposit is at least 50.00.
    ...insertRows('referral_settings', ['merchant_code', 'reward_minor', 'min_first_deposit_minor'], [[merchant, 2_000, 5_000]], {
      upsertKey: ['merchant_code'],
    }),
    // The VIP ladder (migration 0036): lifetime deposits paid and valid bets, both reached.
    `DELETE FROM vip_levels WHERE merchant_code = ${sqlLiteral(merchant)};`,
    ...insertRows(
      'vip_levels',
      ['merchant_code', 'level', 'min_deposit_minor', 'min_valid_bet_minor'],
      VIP_LEVELS.map(([level, deposit, valid]) => [merchant, level, deposit, valid]),
    ),
    `DELETE FROM brand_rebate_rates WHERE merchant_code = ${sqlLiteral(merchant)};`,
    ...insertRows(
      'brand_rebate_rates',
      ['merchant_code', 'game_type', 'rate_bp'],
      REBATE_RATES.map(([type, bp]) => [merchant, type, bp]),
    ),
  ];
}

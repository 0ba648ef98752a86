/** Banners, announcements (player, popup, promotion, notice) and the winner board. */
import type { SeedGame } from './catalogue';
import { createPrng } from './prng';
import { insertRows, type SqlValue } from './sql';
import { NAME_SYLLABLES } from './words';

/** A fixed "now" for seeded timestamps (2026-04-01T00:00:00Z); the seed never reads the clock. */
export const SEED_EPOCH_MS = 1775001600000;
const HOUR_MS = 3_600_000;

type Execution = 'A' | 'B' | 'F';
/** [titleEn, contentEn, titleKo, contentKo] */
type Text4 = readonly [string, string, string, string];

const NOTICES: readonly Text4[] = [
  [
    'Scheduled maintenance',
    'Sports betting will pause for maintenance on Tuesday 02:00-04:00 UTC.',
    '정기 점검 안내',
    '화요일 02:00-04:00(UTC) 스포츠 베팅이 점검으로 일시 중단됩니다.',
  ],
  ['New live tables', 'Twelve new Evolution tables are now open around the clock.', '신규 라이브 테이블', '에볼루션 신규 테이블 12개가 24시간 운영됩니다.'],
  ['Faster withdrawals', 'Most withdrawals are now paid within 15 minutes.', '더 빨라진 출금', '대부분의 출금이 이제 15분 안에 지급됩니다.'],
  [
    'Weekend slot race',
    'Spin any Pragmatic Play slot this weekend to climb the leaderboard.',
    '주말 슬롯 레이스',
    '이번 주말 프라그마틱 플레이 슬롯을 플레이하고 순위표에 도전하세요.',
  ],
  [
    'Security reminder',
    'We will never ask for your password. Report suspicious messages to customer service.',
    '보안 안내',
    '저희는 절대 비밀번호를 묻지 않습니다. 의심스러운 메시지는 고객센터에 알려주세요.',
  ],
];

const PLAYER_ANNOUNCEMENTS: readonly Text4[] = [
  [
    'Welcome to Aurora Play',
    'Thank you for joining. Explore more than ten thousand games.',
    'Aurora Play에 오신 것을 환영합니다',
    '가입해 주셔서 감사합니다. 만 개가 넘는 게임을 즐겨보세요.',
  ],
  [
    'Deposit methods updated',
    'Two new instant deposit methods are available in the member center.',
    '입금 방법 업데이트',
    '회원 센터에서 새로운 즉시 입금 방법 두 가지를 이용할 수 있습니다.',
  ],
  [
    'Points now never expire',
    'Points you earn stay in your account until you redeem them.',
    '포인트 만료 없음',
    '적립한 포인트는 사용할 때까지 계정에 유지됩니다.',
  ],
  [
    'Mobile app released',
    'Download the Aurora Play app for iOS and Android from the download page.',
    '모바일 앱 출시',
    '다운로드 페이지에서 iOS 및 Android용 Aurora Play 앱을 받으세요.',
  ],
  ['Lottery draw times', 'VN Lotto now draws every 45 seconds and every minute.', '로또 추첨 시간', 'VN 로또는 이제 45초와 1분마다 추첨합니다.'],
  ['Customer service hours', 'Live chat is open 24 hours a day, 7 days a week.', '고객센터 운영 시간', '라이브 채팅은 연중무휴 24시간 운영됩니다.'],
  [
    'Verify your mobile number',
    'Verified accounts get faster withdrawals and password reset by SMS.',
    '휴대폰 번호 인증',
    '인증된 계정은 더 빠른 출금과 SMS 비밀번호 재설정을 이용할 수 있습니다.',
  ],
  [
    'First login gift',
    'Log in for the first time to receive a welcome gift in your reward center.',
    '첫 로그인 선물',
    '첫 로그인 시 보상 센터에서 환영 선물을 받으세요.',
  ],
  [
    'Responsible gaming tools',
    'Set deposit limits and cool-off periods in the security center.',
    '책임 있는 게임 도구',
    '보안 센터에서 입금 한도와 휴식 기간을 설정하세요.',
  ],
  ['Esports season opens', 'Bet on the new esports season with live odds.', 'e스포츠 시즌 개막', '실시간 배당으로 새 e스포츠 시즌에 베팅하세요.'],
  [
    'Referral programme',
    'Invite friends with your referral link and earn a share of their play.',
    '추천 프로그램',
    '추천 링크로 친구를 초대하고 보상을 받으세요.',
  ],
  ['Holiday schedule', 'Deposits and withdrawals run as usual during the holidays.', '연휴 일정', '연휴 기간에도 입출금은 정상 운영됩니다.'],
  ['Welcome package', 'New players get up to 300 across their first three deposits.', '웰컴 패키지', '신규 회원은 첫 세 번의 입금에 최대 300을 받습니다.'],
  ['Fishing festival', 'Catch the golden fish this week for double rewards.', '피싱 페스티벌', '이번 주 황금 물고기를 잡고 두 배 보상을 받으세요.'],
  ['New slot providers', 'Three new slot studios joined the lobby this month.', '신규 슬롯 공급사', '이번 달 세 곳의 새로운 슬롯 스튜디오가 합류했습니다.'],
  ['Daily slot rebate', 'Slots pay a 1% rebate every day at noon.', '매일 슬롯 리베이트', '슬롯은 매일 정오에 1% 리베이트를 지급합니다.'],
  [
    'Live casino cashback',
    'Get 5% of your weekly live casino losses back every Monday.',
    '라이브 카지노 캐시백',
    '매주 월요일 라이브 카지노 주간 손실의 5%를 돌려받으세요.',
  ],
  ['Two-step login', 'Logins from a new IP address now ask for a second step.', '2단계 로그인', '새 IP 주소에서 로그인하면 2단계 인증을 요청합니다.'],
  ['Cockfight schedule', 'Derby nights are back every Friday and Saturday.', '투계 일정', '매주 금요일과 토요일 더비 나이트가 돌아왔습니다.'],
  ['Bingo rooms', 'Four new bingo rooms open around the clock.', '빙고 룸', '24시간 운영되는 빙고 룸 네 곳이 새로 열렸습니다.'],
];
/** Player announcements that advertise a promotion (the dialog offers a way to it). */
const PLAYER_PROMOTION_TYPES: Readonly<Record<number, string>> = { 12: 'WELCOME', 15: 'REBATE', 16: 'CASHBACK' };

const POPUPS: readonly (readonly [...Text4, string | null])[] = [
  ['Daily deposit bonus', 'Get 10% extra on your first deposit every day.', '매일 입금 보너스', '매일 첫 입금 시 10%를 추가로 받으세요.', 'DEPOSIT'],
  ['Join today', 'Register now and claim a welcome package of up to 300.', '오늘 가입하세요', '지금 가입하고 최대 300의 웰컴 패키지를 받으세요.', 'WELCOME'],
  ['Slot rebate', 'Receive 1% rebate on all slot bets, paid daily.', '슬롯 리베이트', '모든 슬롯 베팅에 대해 매일 1% 리베이트를 받으세요.', 'REBATE'],
  ['Maintenance notice', 'Some fishing games will be offline briefly on Thursday.', '점검 안내', '목요일에 일부 피싱 게임이 잠시 중단됩니다.', null],
  [
    'Welcome back',
    'Your first login bonus is waiting in the reward center.',
    '다시 오신 것을 환영합니다',
    '보상 센터에서 첫 로그인 보너스가 기다립니다.',
    'FIRST_LOGIN',
  ],
  [
    'Live casino cashback',
    'Get 5% cashback on live casino losses every Monday.',
    '라이브 카지노 캐시백',
    '매주 월요일 라이브 카지노 손실의 5%를 돌려받으세요.',
    'CASHBACK',
  ],
  ['Try for free', 'Most slots have a free trial: try before you play.', '무료 체험', '대부분의 슬롯은 무료 체험이 가능합니다.', null],
  ['Invite and earn', 'Share your referral link and earn rewards.', '초대하고 보상받기', '추천 링크를 공유하고 보상을 받으세요.', 'REFERRAL'],
  ['Update your profile', 'Complete your profile to unlock withdrawals.', '프로필을 업데이트하세요', '프로필을 완성하면 출금을 이용할 수 있습니다.', null],
  ['Lucky wheel', 'Spin the lucky wheel once a day after your first deposit.', '럭키 휠', '첫 입금 후 하루 한 번 럭키 휠을 돌리세요.', 'LUCKY_WHEEL'],
];
const POPUP_EXECUTIONS: readonly Execution[] = ['B', 'B', 'A', 'A', 'F', 'A', 'B', 'A', 'F', 'B'];
const PLAYER_EXECUTIONS: readonly Execution[] = ['B', 'A', 'A', 'B', 'A', 'B', 'A', 'F', 'A', 'B', 'F', 'A', 'B', 'B', 'B', 'B', 'B', 'B', 'B', 'B'];

const PROMOTIONS: readonly (readonly [...Text4, string])[] = [
  ['Welcome package', 'Up to 300 across your first three deposits. 10x turnover.', '웰컴 패키지', '첫 세 번의 입금에 최대 300. 롤링 10배.', 'WELCOME'],
  ['Daily reload 10%', 'Every day, 10% on your first deposit, up to 100.', '매일 재충전 10%', '매일 첫 입금에 10%, 최대 100.', 'DEPOSIT'],
  ['Slot rebate 1%', 'Unlimited 1% rebate on slots, paid every day at noon.', '슬롯 리베이트 1%', '슬롯 무제한 1% 리베이트, 매일 정오 지급.', 'REBATE'],
  [
    'Live cashback 5%',
    '5% of your weekly live casino losses back every Monday.',
    '라이브 캐시백 5%',
    '매주 월요일 라이브 카지노 주간 손실의 5% 환급.',
    'CASHBACK',
  ],
  ['Refer a friend', 'Earn 20 for every friend who deposits.', '친구 추천', '입금한 친구 한 명당 20 적립.', 'REFERRAL'],
  ['Weekend slot race', 'Top 100 players share a prize pool of 50,000.', '주말 슬롯 레이스', '상위 100명이 50,000 상금을 나눕니다.', 'TOURNAMENT'],
];

/** [group, titleEn, titleKo, linkageType, link] */
const BANNERS: readonly (readonly [string, string, string, string, string | null])[] = [
  ['w_home', 'Welcome package up to 300', '최대 300 웰컴 패키지', 'PROMOTION', '3001'],
  ['w_home', 'Lightning tables are live', '라이트닝 테이블 오픈', 'URL', '/live'],
  ['w_home', 'Golden Dragon weekend', '황금 용 주말', 'GAME', null],
  ['w_home', 'Daily slot rebate', '매일 슬롯 리베이트', 'PROMOTION', '3003'],
  ['w_home', 'Aurora Play on your phone', '휴대폰에서 Aurora Play', 'NONE', null],
  ['w_login', 'Log in and spin', '로그인하고 스핀하세요', 'NONE', null],
  ['w_login', 'Your welcome gift awaits', '환영 선물이 기다립니다', 'PROMOTION', '3001'],
];

/**
 * A brand's home content: notices, announcements, promotions and pop-ups, banners and winners. Ids
 * are the table's own (shared by every brand): each brand's are `idOffset` higher; the texts name
 * the brand by `brandName`.
 */
export function contentSeedSql(merchant: string, games: readonly SeedGame[], { idOffset = 0, brandName = 'Aurora Play' } = {}): string[] {
  const annColumns = ['id', 'merchant_code', 'type', 'execution', 'promotion_type', 'title_en', 'title_ko', 'content_en', 'content_ko', 'timestamp'];
  const named = (text: string) => text.replaceAll('Aurora Play', brandName);
  const ann: SqlValue[][] = [];
  const at = (i: number, spacingHours: number) => SEED_EPOCH_MS - i * spacingHours * HOUR_MS;
  const push = (id: number, type: string, execution: string | null, promotionType: string | null, [te, ce, tk, ck]: readonly string[], time: number) =>
    ann.push([idOffset + id, merchant, type, execution, promotionType, named(te!), named(tk!), named(ce!), named(ck!), time]);
  NOTICES.forEach((texts, i) => push(1001 + i, 'H', null, null, texts, at(i, 20)));
  PLAYER_ANNOUNCEMENTS.forEach((texts, i) => push(2001 + i, 'PL', PLAYER_EXECUTIONS[i] ?? 'A', PLAYER_PROMOTION_TYPES[i] ?? null, texts, at(i, 30)));
  PROMOTIONS.forEach(([te, ce, tk, ck, type], i) => push(3001 + i, 'PR', null, type, [te, ce, tk, ck], at(i, 50)));
  POPUPS.forEach(([te, ce, tk, ck, type], i) => push(4001 + i, 'PU', POPUP_EXECUTIONS[i] ?? 'A', type, [te, ce, tk, ck], at(i, 26)));

  // A GAME banner links to the hottest slot, whatever the catalogue generator made of it.
  const hottest = [...games].filter((g) => g.hotRank !== null && g.gameType === 'RNG').sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))[0];
  const banners = BANNERS.map(([group, te, tk, linkage, link], i) => [
    idOffset + 5001 + i,
    merchant,
    group,
    linkage,
    linkage === 'GAME' ? String(hottest?.nodeId ?? '') : linkage === 'PROMOTION' ? String(idOffset + Number(link)) : link,
    named(te),
    named(tk),
    i + 1,
  ]);

  return [
    ...insertRows('banners', ['id', 'merchant_code', 'group_name', 'linkage_type', 'link_url', 'title_en', 'title_ko', 'sort'], banners),
    ...insertRows('announcements', annColumns, ann),
    ...insertRows(
      'winners',
      ['id', 'merchant_code', 'customer_id', 'customer_name', 'node_id', 'win_amount', 'won_at'],
      winnerRows(merchant, games).map(([id, ...rest]) => [idOffset + Number(id), ...rest]),
    ),
  ];
}

/** 60 winners, mostly slots, some live and fishing, names masked like "ka***7". */
function winnerRows(merchant: string, games: readonly SeedGame[]): SqlValue[][] {
  const prng = createPrng(777);
  const byType = (type: string) => games.filter((g) => g.gameType === type && g.isGame === 'GAME');
  const slots = byType('RNG');
  const live = byType('LIVE');
  const fish = byType('FISH');
  const rows: SqlValue[][] = [];
  for (let i = 0; i < 60; i++) {
    const pool = prng.weighted([
      [slots, 70],
      [live, 20],
      [fish, 10],
    ] as const);
    const game = prng.pick(pool);
    const name = prng.pick(NAME_SYLLABLES) + prng.pick(NAME_SYLLABLES) + String(prng.int(0, 9));
    const masked = `${name.slice(0, 2)}***${name.slice(-1)}`;
    // Win amounts in minor units, from 10.00 to 50,000.00, skewed towards small wins.
    const winAmount = Math.round(1000 + prng.next() ** 3 * 4_999_000);
    rows.push([6001 + i, merchant, 10_000 + prng.int(1, 89_999), masked, game.nodeId, winAmount, SEED_EPOCH_MS - i * 7 * 60_000]);
  }
  return rows;
}

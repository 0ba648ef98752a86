/**
 * The agent centre's brand configuration (migration 0022): which downline each agent type may
 * open, the rebate products with their ceilings, and announcements for agents. Policies and
 * products are rewritten on every run (RESET_TABLES); announcements carry a seed_key so agents'
 * read state survives a reseed.
 */
import { SEED_EPOCH_MS } from './content';
import { sqlLiteral } from './sql';
import { ALL_ROW_LANGUAGES, contentTextsBySeedKeySql, pick, type RowLanguage } from './texts';

const HOUR_MS = 3_600_000;

/** agent type → what it may open (the demo brand's agent types are 1, 2, 41, 42). */
export const DEMO_AGENT_POLICIES = [
  { agentType: 1, canOpenMember: true, canOpenAgent: true, downlineAgentType: 2 },
  { agentType: 2, canOpenMember: true, canOpenAgent: true, downlineAgentType: 2 },
  { agentType: 41, canOpenMember: true, canOpenAgent: false, downlineAgentType: null },
  { agentType: 42, canOpenMember: true, canOpenAgent: false, downlineAgentType: null },
] as const;

/** Rebate products (game types) and the top agent's rate, in basis points (150 = 1.50 %). */
export const DEMO_REBATE_PRODUCTS = [
  { product: 'RNG', maxRateBp: 150 },
  { product: 'LIVE', maxRateBp: 100 },
  { product: 'FISH', maxRateBp: 120 },
  { product: 'SPORTS', maxRateBp: 90 },
  { product: 'LOTT', maxRateBp: 110 },
] as const;

const ANNOUNCEMENTS = [
  {
    key: 'agent-welcome',
    titleEn: 'Welcome to the agent centre',
    titleKo: '에이전트 센터에 오신 것을 환영합니다',
    contentEn: 'Open accounts for your downline in the register centre, follow your team in the downline view and share your invitation link.',
    contentKo: '가입 센터에서 하위 계정을 개설하고, 하위 관리에서 팀을 확인하며, 초대 링크를 공유하세요.',
    hoursAgo: 96,
    other: {
      CN: ['欢迎来到代理中心', '在注册中心为您的下级开户，在下级管理中查看团队，并分享您的邀请链接。'],
      VI: [
        'Chào mừng đến Trung tâm đại lý',
        'Mở tài khoản cho tuyến dưới tại trung tâm đăng ký, theo dõi đội của bạn trong mục tuyến dưới và chia sẻ liên kết mời của bạn.',
      ],
      TH: ['ยินดีต้อนรับสู่ศูนย์เอเย่นต์', 'เปิดบัญชีให้ดาวน์ไลน์ได้ที่ศูนย์สมัครสมาชิก ติดตามทีมของคุณในหน้าดาวน์ไลน์ และแชร์ลิงก์เชิญของคุณ'],
    },
  },
  {
    key: 'agent-rebates',
    titleEn: 'Rebate ceilings this season',
    titleKo: '이번 시즌 리베이트 상한',
    contentEn: 'A downline rebate can never exceed your own rate for the same product. Review your team’s rates before the month ends.',
    contentKo: '하위 리베이트는 같은 상품에 대한 본인의 요율을 넘을 수 없습니다. 월말 전에 팀의 요율을 확인하세요.',
    hoursAgo: 40,
    other: {
      CN: ['本季返水上限', '下级的返水比例不能超过您在同一产品上的返水比例。请在月底前检查团队的返水比例。'],
      VI: [
        'Mức trần hoàn trả mùa này',
        'Tỷ lệ hoàn trả của tuyến dưới không bao giờ vượt quá tỷ lệ của chính bạn cho cùng sản phẩm. Hãy kiểm tra tỷ lệ của đội trước khi hết tháng.',
      ],
      TH: ['เพดานเงินคืนฤดูกาลนี้', 'อัตราเงินคืนของดาวน์ไลน์ต้องไม่เกินอัตราของคุณเองในประเภทเกมเดียวกัน กรุณาตรวจสอบอัตราของทีมก่อนสิ้นเดือน'],
    },
  },
  {
    key: 'agent-settlement',
    titleEn: 'Settlement times',
    titleKo: '정산 시간',
    contentEn: 'Daily figures close at midnight in the brand’s time zone. Reports show the brand’s days.',
    contentKo: '일일 실적은 브랜드 시간대의 자정에 마감됩니다. 보고서는 브랜드 기준 날짜로 표시됩니다.',
    hoursAgo: 8,
    other: {
      CN: ['结算时间', '每日数据在品牌所在时区的午夜截止。报表按品牌时区的日期显示。'],
      VI: ['Thời gian kết toán', 'Số liệu hằng ngày chốt vào nửa đêm theo múi giờ của thương hiệu. Báo cáo hiển thị theo ngày của thương hiệu.'],
      TH: ['เวลาสรุปยอด', 'ยอดรายวันปิดเวลาเที่ยงคืนตามเขตเวลาของแบรนด์ รายงานแสดงวันตามเวลาของแบรนด์'],
    },
  },
] as const;

export type AgentPolicy = { agentType: number; canOpenMember: boolean; canOpenAgent: boolean; downlineAgentType: number | null };

/** The brand's agent configuration; announcement texts in `languages` (the brand's beyond English and Korean) are content_texts rows. */
export function agentSeedSql(
  merchant: string,
  agentPolicies: readonly AgentPolicy[] = DEMO_AGENT_POLICIES,
  languages: readonly RowLanguage[] = ALL_ROW_LANGUAGES,
): string[] {
  const m = sqlLiteral(merchant);
  const policies = agentPolicies.map(
    (p) =>
      `INSERT INTO agent_policies (merchant_code, agent_type, can_open_member, can_open_agent, downline_agent_type)
       VALUES (${m}, ${p.agentType}, ${p.canOpenMember ? 1 : 0}, ${p.canOpenAgent ? 1 : 0}, ${sqlLiteral(p.downlineAgentType)});`,
  );
  const products = DEMO_REBATE_PRODUCTS.map(
    (p, i) => `INSERT INTO rebate_products (merchant_code, product, max_rate_bp, sort) VALUES (${m}, ${sqlLiteral(p.product)}, ${p.maxRateBp}, ${i});`,
  );
  const announcements = ANNOUNCEMENTS.map(
    (a) =>
      `INSERT INTO agent_announcements (merchant_code, title_en, title_ko, content_en, content_ko, published_at, seed_key)
       VALUES (${m}, ${sqlLiteral(a.titleEn)}, ${sqlLiteral(a.titleKo)}, ${sqlLiteral(a.contentEn)}, ${sqlLiteral(a.contentKo)},
               ${SEED_EPOCH_MS - a.hoursAgo * HOUR_MS}, ${sqlLiteral(`${merchant}:${a.key}`)})
       ON CONFLICT (seed_key) DO NOTHING;`,
  );
  const texts = ANNOUNCEMENTS.flatMap((a) =>
    contentTextsBySeedKeySql(merchant, languages, 'agent_announcements', 'agent_announcement', `${merchant}:${a.key}`, {
      title: pick(a.other, 0),
      content: pick(a.other, 1),
    }),
  );
  return [...policies, ...products, ...announcements, ...texts];
}

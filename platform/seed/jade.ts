/**
 * The second demo brand, Jade Palace (merchant JADE): the white label proven by a brand that differs
 * from Aurora Play in every way the spec lets a brand differ. A light jade theme with its own emblem
 * and font; English (and Thai, offered once the portal speaks it) with the baht; Bangkok time;
 * registration by username only (no mobile registration, no SMS login, no social sign-in), with its
 * own field rules; no customer-service chat (CBS3), no points mall (PTSYS3), no guest free play
 * (FREEPLAY3), no missions, no manual rebate; agents that may open members but not agents (another
 * agent policy); a wallet per vendor (the transfer mode: ../src/modules/ledger/settings.ts's row,
 * written by seedBrandAccounts); Thai banks and two deposit methods.
 */
import { account, DEMO_ACCOUNT_SETTINGS, type DemoAccount } from './accounts';
import type { AgentPolicy } from './agent';
import type { BrandSeed } from './brand';
import type { DepositSeed } from './deposit';
import type { SecurityCentreSeed } from './security-centre';

export const JADE_MERCHANT = 'JADE';

/** What the seed tables' shared ids of Jade's rows are above Aurora's (announcements, banners, winners, promotions, missions, help). */
export const JADE_ID_OFFSET = 100_000;

export const JADE: BrandSeed = {
  merchant: JADE_MERCHANT,
  name: 'Jade Palace',
  defaultLanguage: 'EN',
  blockedRegions: ['US', 'SG'],
  gtagId: null,
  mainDomain: 'jade-palace.example',
  timeZone: 'Asia/Bangkok',
  // A brand that offers fewer tools than the demo brand: no loss or wager limits.
  responsibleGamingTools: ['DEPOSIT_LIMIT', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIMEOUT', 'SELF_EXCLUSION', 'ACCOUNT_CLOSURE'],
  // One operator's two demo brands: a self-exclusion on one holds on the other.
  exclusionGroup: 'DEMO_OPERATOR',
  licence: [
    ['EN', 'Jade Palace is a demonstration brand of the white-label portal. Gamble responsibly: you must be 20 or older to play.'],
    ['TH', 'Jade Palace เป็นแบรนด์สาธิตของพอร์ทัลไวท์เลเบล กรุณาเล่นอย่างรับผิดชอบ ผู้เล่นต้องมีอายุ 20 ปีขึ้นไป'],
  ],
  languages: [
    ['EN', 'English', '฿', 1],
    ['TH', 'ไทย', '฿', 0],
  ],
  modulesOff: [
    'CBS3',
    'MOBILENUMREG3',
    'MOBILENUMPASSREG3',
    'REGMOBVERF3',
    'CHNGPASSVERIF3',
    'VERCODELOGIN3',
    'GOOGLELOGIN3',
    'FBLOGIN3',
    'FREEPLAY3',
    'MANPLAYREB3',
    'PTSYS3',
    'MISSIONLB3',
  ],
  // [field, enabled, required, patternId, min, max]: a username of 6 to 12 letters and digits, a password of 8 to 16, an e-mail required.
  registerFields: [
    ['username', 1, 1, 'ALNUM', 6, 12],
    ['password', 1, 1, 'LETTERS_AND_DIGITS', 8, 16],
    ['confirmPassword', 1, 1, 'LETTERS_AND_DIGITS', 8, 16],
    ['mobileNum', 0, 0, 'DIGITS', 9, 10],
    ['verificationCode', 0, 0, 'DIGITS', 6, 6],
    ['payeeName', 1, 0, 'ENGLISH_SPACES', 2, 40],
    ['paymentPassword', 0, 0, 'DIGITS', 6, 6],
    ['qqNum', 0, 0, 'DIGITS', 5, 12],
    ['line', 1, 0, 'NO_SPACES', 2, 30],
    ['whatsapp', 0, 0, 'DIGITS', 8, 15],
    ['facebook', 0, 0, 'NO_SPACES', 2, 50],
    ['wechat', 0, 0, 'NO_SPACES', 2, 30],
    ['idNumber', 0, 0, 'ALNUM', 6, 20],
    ['email', 1, 1, 'EMAIL', 5, 50],
    ['recommenderId', 0, 0, 'ALNUM', 1, 20],
    ['affiliateCode', 1, 0, 'ALNUM', 4, 20],
    ['captcha', 0, 0, 'ALNUM', 4, 4],
  ],
  customerService: [
    ['LIVECHAT', 'https://support.jade-palace.example/chat'],
    ['TELEGRAM', 'https://telegram.jade-palace.example/jade_support'],
  ],
  resources: [
    ['SOCIAL', 'Facebook', 'https://facebook.jade-palace.example/jadepalace'],
    ['SOCIAL', 'YouTube', 'https://youtube.jade-palace.example/jadepalace'],
    ['SOCIAL', 'Telegram', 'https://telegram.jade-palace.example/jade_news'],
    ['DOWNLOAD', 'Android', 'https://download.jade-palace.example/jade.apk'],
  ],
  domainRoutes: [
    ['DOMAIN', 'jade-palace.example'],
    ['DOMAIN', 'www.jade-palace.example'],
    ['IMAGE_CDN', 'https://img.jade-palace.example'],
    ['LAUNCH_CDN', 'https://launch.jade-palace.example'],
  ],
  cdnHostsHere: ['jade.localhost'],
  help: { firstId: JADE_ID_OFFSET + 1, languages: ['EN', 'TH'] },
  theme: {
    scheme: 'light',
    colors: {
      background: '#f3f6f4',
      surface: '#ffffff',
      surfaceRaised: '#e6eeea',
      navigation: '#ffffff',
      text: '#13201a',
      muted: '#4a5b53',
      accent: '#0b6e4f',
      onAccent: '#ffffff',
      border: '#d3ded8',
      focus: '#0b3d2c',
    },
    fontFamily: "'Trebuchet MS', 'Segoe UI'",
    // Its logo is drawn from its emblem (GET /media/brand/logo.svg).
    logoSvg: null,
    emblem: 'diamond',
  },
};

export const JADE_SECURITY_CENTRE: SecurityCentreSeed = {
  merchant: JADE_MERCHANT,
  profileFields: [
    ['nickname', 1],
    ['realName', 1],
    ['birthday', 0],
    ['address', 0],
    ['nationality', 0],
  ],
  banks: ['Bangkok Bank', 'Kasikornbank', 'Siam Commercial Bank', 'Krungthai Bank', 'Bank of Ayudhya', 'TMBThanachart Bank'],
  bankCardLimit: 2,
};

export const JADE_DEPOSIT: DepositSeed = {
  settings: {
    merchant_code: JADE_MERCHANT,
    allow_deposit: 1,
    provider_secret: 'dev-only-jade-provider-secret-not-a-secret',
    // 10 % of the first paid deposit of at least 300.00, at most 500.00; 5× turnover.
    first_bonus_bp: 1000,
    first_bonus_max_minor: 50_000,
    first_bonus_min_minor: 30_000,
    first_bonus_turnover_multiplier: 5,
  },
  methods: [
    [JADE_MERCHANT, 'THAI_QR', 'QR', 'PromptPay QR', 'PromptPay QR', '["PROMPTPAY"]', 201, 'TQR01', 10_000, 5_000_000, null, null, null, 1, 1],
    [
      JADE_MERCHANT,
      'MANUAL_BANK',
      'MANUAL',
      'Bank transfer',
      '계좌이체',
      '["BANK"]',
      202,
      'TMB01',
      30_000,
      10_000_000,
      'Kasikornbank',
      'Jade Palace Co., Ltd.',
      '123-4-56789-0',
      1,
      2,
    ],
  ],
  // Names in every language beyond English and Korean; Jade writes the one it offers, Thai.
  methodNames: {
    THAI_QR: { CN: 'PromptPay 扫码支付', VI: 'Quét mã QR PromptPay', TH: 'QR พร้อมเพย์' },
    MANUAL_BANK: { CN: '银行转账', VI: 'Chuyển khoản ngân hàng', TH: 'โอนผ่านธนาคาร' },
  },
  points: [],
};

/** Agents open members; only the brand opens agents. */
export const JADE_AGENT_POLICIES: readonly AgentPolicy[] = [
  { agentType: 1, canOpenMember: true, canOpenAgent: false, downlineAgentType: null },
  { agentType: 2, canOpenMember: true, canOpenAgent: false, downlineAgentType: null },
];

/** Jade's account rules: Aurora's, with its own default password and a longer password life. */
export const JADE_ACCOUNT_SETTINGS = {
  ...DEMO_ACCOUNT_SETTINGS,
  merchant_code: JADE_MERCHANT,
  default_password: 'jade8888',
  password_expiry_days: 180,
};

/** Jade's demo accounts (POST /__dev/seed-accounts {"merchant": "JADE"}), documented in platform/README.md. */
export const JADE_ACCOUNTS: readonly DemoAccount[] = [
  account({
    username: 'jade_member',
    password: 'Member2024',
    nickname: 'Jade Member',
    type: 0,
    balanceMinor: 5_000_00,
    email: 'member@jade-palace.example',
    payeeName: 'Somchai Jaidee',
  }),
  account({ username: 'jade_agent', password: 'Agent2024', nickname: 'Jade Agent', type: 1, affiliateCode: 'JADE01', balanceMinor: 20_000_00 }),
  account({ username: 'jade_down1', password: 'Down2024', nickname: 'Jade Downline', type: 0, parent: 'jade_agent', balanceMinor: 500_00 }),
  account({ username: 'jade_system', password: 'System2024', nickname: 'System', type: 99 }),
];

/** A wallet per vendor (the transfer mode), baht, withdrawals paid at once and confirmed within an hour. */
export const JADE_WALLET_SETTINGS = {
  merchant_code: JADE_MERCHANT,
  currency: 'THB',
  wallet_mode: 'TRANSFER',
  transfer_vendors: JSON.stringify(['PP', 'EVO', 'JDB']),
  withdraw_min_minor: 100_00,
  withdraw_max_minor: 2_000_000_00,
  withdraw_daily_count: 3,
  withdraw_auto_approve: 1,
  receipt_confirm_minutes: 60,
  transfer_min_minor: 1_00,
  transfer_max_minor: 500_000_00,
};

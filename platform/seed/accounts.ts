/**
 * Demo accounts and account rules of the demo brand. Password hashes need the PASSWORD_PEPPER
 * secret, so these are not in the SQL seed: `POST /__dev/seed-accounts` (DEV_TOOLS = "1") creates
 * or refreshes them through the platform itself (src/modules/dev/accounts.ts), idempotently.
 * The passwords are demo credentials, documented in platform/README.md.
 */
import { DEMO_MERCHANT } from './brand';

export interface DemoAccount {
  username: string;
  password: string;
  nickname: string;
  type: number;
  /** Username of the parent (agent) account. */
  parent: string | null;
  affiliateCode: string | null;
  balanceMinor: number;
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
  /** GET /wps/member/info/icon answers this (see DEMO_AVATARS). */
  avatar: string | null;
}

/**
 * Demo avatars: demo_member's and demo_agent's are generated pictures the platform serves
 * (src/modules/media: /media/avatars/1.svg .. 12.svg); every other demo account has none (null).
 * The portal's fallback for a picture that does not load is tested by failing it in the browser
 * (tests/e2e/account.spec.ts): a demo account whose picture always fails would put an error in the
 * console of every page it opens.
 */
export const DEMO_AVATARS = {
  member: '/media/avatars/3.svg',
  agent: '/media/avatars/8.svg',
} as const;

/** The brand's default password (brand_account_settings.default_password). */
export const DEMO_DEFAULT_PASSWORD = 'aurora888';

/** Account rules of the demo brand (the column defaults, written out). */
export const DEMO_ACCOUNT_SETTINGS = {
  merchant_code: DEMO_MERCHANT,
  idle_timeout_ms: 30 * 60 * 1000,
  absolute_timeout_ms: 12 * 60 * 60 * 1000,
  agent_types: '[1,2,41,42]',
  trial_types: '[4]',
  login_types: '[0,1,2,4,41,42]',
  member_type: 0,
  free_play_type: 4,
  default_password: DEMO_DEFAULT_PASSWORD,
  password_expiry_days: 90,
  captcha_after_failures: 3,
  ip_captcha_failures: 10,
  account_captcha_failures: 10,
  ip_block_failures: 50,
  failure_window_ms: 15 * 60 * 1000,
} as const;

export const account = (a: Partial<DemoAccount> & Pick<DemoAccount, 'username' | 'password' | 'nickname' | 'type'>): DemoAccount => ({
  parent: null,
  affiliateCode: null,
  balanceMinor: 0,
  countryDialingCode: null,
  mobileNum: null,
  email: null,
  payeeName: null,
  avatar: null,
  ...a,
});

/** Parents before children. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    username: 'demo_member',
    password: 'Member2024',
    nickname: 'Demo Member',
    type: 0,
    balanceMinor: 1_234_56,
    countryDialingCode: '+82',
    mobileNum: '1012345678',
    email: 'member@aurora-play.example',
    payeeName: 'Kim Minsu',
    avatar: DEMO_AVATARS.member,
  }),
  account({ username: 'demo_default', password: DEMO_DEFAULT_PASSWORD, nickname: 'Default Password', type: 0, balanceMinor: 50_00 }),
  account({ username: 'demo_trial', password: 'Trial2024', nickname: 'Trial Player', type: 4, balanceMinor: 2_000_00 }),
  account({
    username: 'demo_agent',
    password: 'Agent2024',
    nickname: 'Demo Agent',
    type: 1,
    affiliateCode: 'AURORA01',
    balanceMinor: 10_000_00,
    countryDialingCode: '+82',
    mobileNum: '1087654321',
    email: 'agent@aurora-play.example',
    payeeName: 'Lee Jisoo',
    avatar: DEMO_AVATARS.agent,
  }),
  account({ username: 'demo_down1', password: 'Down2024', nickname: 'Downline One', type: 0, parent: 'demo_agent', balanceMinor: 120_00 }),
  account({ username: 'demo_down2', password: 'Down2024', nickname: 'Downline Two', type: 0, parent: 'demo_agent', balanceMinor: 80_50 }),
  account({
    username: 'demo_down3',
    password: 'Down2024',
    nickname: 'Downline Three',
    type: 2,
    parent: 'demo_agent',
    affiliateCode: 'AURORA02',
    balanceMinor: 300_00,
  }),
  account({ username: 'demo_down4', password: 'Down2024', nickname: 'Downline Four', type: 0, parent: 'demo_agent', balanceMinor: 0 }),
  account({ username: 'demo_system', password: 'System2024', nickname: 'System', type: 99 }),
];

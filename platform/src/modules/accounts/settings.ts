/** Account rules of a brand (table brand_account_settings), with documented defaults. */
export interface AccountSettings {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  agentTypes: number[];
  trialTypes: number[];
  loginTypes: number[];
  memberType: number;
  freePlayType: number;
  defaultPassword: string;
  passwordExpiryDays: number | null;
  captchaAfterFailures: number;
  ipCaptchaFailures: number;
  accountCaptchaFailures: number;
  ipBlockFailures: number;
  failureWindowMs: number;
}

/** Used when a brand has no row; equal to the column defaults of migrations/0002_accounts.sql. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  idleTimeoutMs: 30 * 60 * 1000,
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
  loginTypes: [0, 1, 2, 4, 41, 42],
  memberType: 0,
  freePlayType: 4,
  defaultPassword: 'aurora888',
  passwordExpiryDays: null,
  captchaAfterFailures: 3,
  ipCaptchaFailures: 10,
  accountCaptchaFailures: 10,
  ipBlockFailures: 50,
  failureWindowMs: 15 * 60 * 1000,
};

export interface AccountSettingsRow {
  idle_timeout_ms: number;
  absolute_timeout_ms: number;
  agent_types: string;
  trial_types: string;
  login_types: string;
  member_type: number;
  free_play_type: number;
  default_password: string;
  password_expiry_days: number | null;
  captcha_after_failures: number;
  ip_captcha_failures: number;
  account_captcha_failures: number;
  ip_block_failures: number;
  failure_window_ms: number;
}

function typeList(raw: string, fallback: number[]): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((n) => Number.isInteger(n))) return parsed as number[];
  } catch {
    // fall through
  }
  console.warn('brand_account_settings: bad type list ignored', raw);
  return fallback;
}

export function settingsFromRow(row: AccountSettingsRow | null): AccountSettings {
  if (!row) return DEFAULT_ACCOUNT_SETTINGS;
  const d = DEFAULT_ACCOUNT_SETTINGS;
  return {
    idleTimeoutMs: row.idle_timeout_ms,
    absoluteTimeoutMs: row.absolute_timeout_ms,
    agentTypes: typeList(row.agent_types, d.agentTypes),
    trialTypes: typeList(row.trial_types, d.trialTypes),
    loginTypes: typeList(row.login_types, d.loginTypes),
    memberType: row.member_type,
    freePlayType: row.free_play_type,
    defaultPassword: row.default_password,
    passwordExpiryDays: row.password_expiry_days,
    captchaAfterFailures: row.captcha_after_failures,
    ipCaptchaFailures: row.ip_captcha_failures,
    accountCaptchaFailures: row.account_captcha_failures,
    ipBlockFailures: row.ip_block_failures,
    failureWindowMs: row.failure_window_ms,
  };
}

export async function loadAccountSettings(db: D1Database, merchant: string): Promise<AccountSettings> {
  const row = await db.prepare('SELECT * FROM brand_account_settings WHERE merchant_code = ?1').bind(merchant).first<AccountSettingsRow>();
  return settingsFromRow(row);
}

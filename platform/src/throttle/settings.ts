/** The brand's second-step and registration limits (table brand_throttle_settings, migration 0008). */
export interface ThrottleSettings {
  secondStepAccountFailures: number;
  secondStepIpFailures: number;
  secondStepWindowMs: number;
  registerCaptchaAfter: number;
  registerCaptchaWindowMs: number;
  registerBlockAfter: number;
  registerBlockWindowMs: number;
  registerCodeSendsPerIp: number;
  registerCodeWindowMs: number;
  affiliateChecksPerIp: number;
  affiliateCheckWindowMs: number;
}

/** Used when a brand has no row; equal to the column defaults of migrations/0008_throttle_settings.sql. */
export const DEFAULT_THROTTLE_SETTINGS: ThrottleSettings = {
  secondStepAccountFailures: 5,
  secondStepIpFailures: 20,
  secondStepWindowMs: 30 * 60 * 1000,
  registerCaptchaAfter: 3,
  registerCaptchaWindowMs: 60 * 60 * 1000,
  registerBlockAfter: 10,
  registerBlockWindowMs: 24 * 60 * 60 * 1000,
  registerCodeSendsPerIp: 10,
  registerCodeWindowMs: 60 * 60 * 1000,
  affiliateChecksPerIp: 20,
  affiliateCheckWindowMs: 60 * 60 * 1000,
};

export interface ThrottleSettingsRow {
  second_step_account_failures: number;
  second_step_ip_failures: number;
  second_step_window_ms: number;
  register_captcha_after: number;
  register_captcha_window_ms: number;
  register_block_after: number;
  register_block_window_ms: number;
  register_code_sends_per_ip: number;
  register_code_window_ms: number;
  affiliate_checks_per_ip: number;
  affiliate_check_window_ms: number;
}

export function throttleSettingsFromRow(row: ThrottleSettingsRow | null): ThrottleSettings {
  if (!row) return DEFAULT_THROTTLE_SETTINGS;
  return {
    secondStepAccountFailures: row.second_step_account_failures,
    secondStepIpFailures: row.second_step_ip_failures,
    secondStepWindowMs: row.second_step_window_ms,
    registerCaptchaAfter: row.register_captcha_after,
    registerCaptchaWindowMs: row.register_captcha_window_ms,
    registerBlockAfter: row.register_block_after,
    registerBlockWindowMs: row.register_block_window_ms,
    registerCodeSendsPerIp: row.register_code_sends_per_ip,
    registerCodeWindowMs: row.register_code_window_ms,
    affiliateChecksPerIp: row.affiliate_checks_per_ip,
    affiliateCheckWindowMs: row.affiliate_check_window_ms,
  };
}

export async function loadThrottleSettings(db: D1Database, merchant: string): Promise<ThrottleSettings> {
  const row = await db.prepare('SELECT * FROM brand_throttle_settings WHERE merchant_code = ?1').bind(merchant).first<ThrottleSettingsRow>();
  return throttleSettingsFromRow(row);
}

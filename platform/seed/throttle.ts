/** The demo brand's second-step and registration limits (table brand_throttle_settings, migration 0008). */
import { DEMO_MERCHANT } from './brand';
import { insertRows } from './sql';

/** The documented limits (docs/platform-protocol.md, "Throttles"), written out. */
export const DEMO_THROTTLE_SETTINGS = {
  merchant_code: DEMO_MERCHANT,
  second_step_account_failures: 5,
  second_step_ip_failures: 20,
  second_step_window_ms: 30 * 60 * 1000,
  register_captcha_after: 3,
  register_captcha_window_ms: 60 * 60 * 1000,
  register_block_after: 10,
  register_block_window_ms: 24 * 60 * 60 * 1000,
  register_code_sends_per_ip: 10,
  register_code_window_ms: 60 * 60 * 1000,
  affiliate_checks_per_ip: 20,
  affiliate_check_window_ms: 60 * 60 * 1000,
} as const;

/** The limits above for `merchant` (the documented ones hold for every demo brand). */
export function throttleSeedSql(merchant: string = DEMO_MERCHANT): string[] {
  const settings = { ...DEMO_THROTTLE_SETTINGS, merchant_code: merchant };
  return insertRows('brand_throttle_settings', Object.keys(settings), [Object.values(settings)]);
}

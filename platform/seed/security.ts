/**
 * The demo brand's security settings (table brand_security_settings, migration 0007): the image
 * captcha (Turnstile is off; `PUT /__dev/security-settings` switches it on with the development
 * keys below) and at most 5 sessions per account.
 */
import { DEMO_MERCHANT } from './brand';
import { insertRows } from './sql';

/** The development stand-in's site key (public; the portal shows its "I am human" box for it). */
export const DEV_TURNSTILE_SITE_KEY = 'dev-turnstile-site-key';
/** The development secret (public, in git): only the stand-in verifier (src/modules/session/turnstile.ts) accepts it. */
export const DEV_TURNSTILE_SECRET = 'dev-only-turnstile-secret-not-a-secret';

export const DEMO_SECURITY_SETTINGS = {
  merchant_code: DEMO_MERCHANT,
  human_check: 'CAPTCHA',
  turnstile_site_key: DEV_TURNSTILE_SITE_KEY,
  turnstile_secret: DEV_TURNSTILE_SECRET,
  max_sessions_per_account: 5,
} as const;

/** The settings above for `merchant` (every demo brand has the same human check and session cap). */
export function securitySeedSql(merchant: string = DEMO_MERCHANT): string[] {
  const settings = { ...DEMO_SECURITY_SETTINGS, merchant_code: merchant };
  return insertRows('brand_security_settings', Object.keys(settings), [Object.values(settings)]);
}

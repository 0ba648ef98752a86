/**
 * A brand's security settings (table brand_security_settings, migration 0007): how logins prove a
 * human is there once brute-force protection asks (the platform's own image captcha, or Cloudflare
 * Turnstile with the brand's site key and secret), and how many sessions an account may hold.
 */
export type HumanCheck = 'CAPTCHA' | 'TURNSTILE';

export interface SecuritySettings {
  humanCheck: HumanCheck;
  turnstileSiteKey: string | null;
  turnstileSecret: string | null;
  /** Active sessions per account; a login beyond it ends the oldest. null: no cap. */
  maxSessionsPerAccount: number | null;
}

/** A brand without a row: the image captcha, no session cap. */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  humanCheck: 'CAPTCHA',
  turnstileSiteKey: null,
  turnstileSecret: null,
  maxSessionsPerAccount: null,
};

interface Row {
  human_check: string;
  turnstile_site_key: string | null;
  turnstile_secret: string | null;
  max_sessions_per_account: number | null;
}

export async function loadSecuritySettings(db: D1Database, merchant: string): Promise<SecuritySettings> {
  const row = await db.prepare('SELECT * FROM brand_security_settings WHERE merchant_code = ?1').bind(merchant).first<Row>();
  if (!row) return DEFAULT_SECURITY_SETTINGS;
  // Turnstile without both keys cannot work: the image captcha stays, rather than no check at all.
  const turnstile = row.human_check === 'TURNSTILE' && Boolean(row.turnstile_site_key) && Boolean(row.turnstile_secret);
  return {
    humanCheck: turnstile ? 'TURNSTILE' : 'CAPTCHA',
    turnstileSiteKey: row.turnstile_site_key,
    turnstileSecret: row.turnstile_secret,
    maxSessionsPerAccount: row.max_sessions_per_account,
  };
}

/** The accounts table as the account modules read it. */
import { functionNotAvailable } from '../../http/envelope';
import type { AccountSettings } from './settings';

export interface AccountRow {
  id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  parent_id: number | null;
  affiliate_code: string | null;
  password_algorithm: string;
  password_iterations: number;
  password_salt: string;
  password_hash: string;
  password_changed_at: number;
  payment_password: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  totp_secret: string | null;
  profile: string;
  created_at: number;
  last_login_at: number | null;
  /** Avatar image URL (root-relative for platform media), or null. */
  avatar: string | null;
  /** When the mobile number or e-mail address was last bound or changed (epoch ms), or null. */
  contact_changed_at: number | null;
}

/** Usernames are case-insensitive: stored and looked up lower-case. */
export function canonicalUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function accountByUsername(db: D1Database, merchant: string, username: string): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(merchant, canonicalUsername(username)).first<AccountRow>();
}

export async function accountByMobile(db: D1Database, merchant: string, dialingCode: string, mobile: string): Promise<AccountRow | null> {
  return db
    .prepare('SELECT * FROM accounts WHERE merchant_code = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3')
    .bind(merchant, dialingCode, mobile)
    .first<AccountRow>();
}

export const isAgent = (settings: AccountSettings, type: number) => settings.agentTypes.includes(type);
export const isTrial = (settings: AccountSettings, type: number) => settings.trialTypes.includes(type);

/**
 * Refuses trial (free-play) accounts with `function.not.available`: they play with play money and
 * reach no call that moves real money or guards it (deposits, withdrawals, transfers, the security
 * centre's changes).
 */
export function requireRealAccount(settings: AccountSettings, account: Pick<AccountRow, 'type'>): void {
  if (isTrial(settings, account.type)) throw functionNotAvailable();
}
export const canLogIn = (settings: AccountSettings, type: number) => settings.loginTypes.includes(type);

/** "+82 10******78"-style masking for member info. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return mobile.slice(0, 2) + '*'.repeat(mobile.length - 4) + mobile.slice(-2);
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** GET /wps/member/info and GET /wps/v2/wallets/balance (token). */
import { minorToAmount } from '../../http/params';
import { isAgent, isTrial, maskEmail, maskMobile, type AccountRow } from '../session/accounts';
import { secondStepMethods } from '../session/login';
import type { AccountSettings } from '../session/settings';

export function memberInfo(account: AccountRow, settings: AccountSettings) {
  const agent = isAgent(settings, account.type);
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    isAgent: agent,
    isTrial: isTrial(settings, account.type),
    parentId: account.parent_id,
    affiliateCode: agent ? account.affiliate_code : null,
    countryDialingCode: account.country_dialing_code,
    mobileNum: maskMobile(account.mobile_num),
    email: maskEmail(account.email),
    hasPaymentPassword: account.payment_password !== null,
    secondStepMethods: secondStepMethods(account),
    registeredAt: account.created_at,
    lastLoginTime: account.last_login_at,
    passwordChangedAt: account.password_changed_at,
  };
}

export async function walletBalance(db: D1Database, accountId: number): Promise<{ balance: number; currency: string | null }> {
  const row = await db.prepare('SELECT currency, balance_minor FROM wallets WHERE account_id = ?1').bind(accountId).first<{ currency: string; balance_minor: number }>();
  return { balance: minorToAmount(row?.balance_minor ?? 0), currency: row?.currency ?? null };
}

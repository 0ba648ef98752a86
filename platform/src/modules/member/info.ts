/** GET /wps/member/info, GET /wps/member/info/icon and GET /wps/v2/wallets/balance (token). */
import { playerBalances } from '../ledger/journal';
import { loadWalletSettings } from '../ledger/settings';
import { minorToAmount } from '../../http/params';
import { isAgent, isTrial, maskEmail, maskMobile, type AccountRow } from '../session/accounts';
import { secondStepMethods } from '../session/login';
import type { CurrentSession } from '../session/sessions';
import type { AccountSettings } from '../session/settings';

/**
 * The member of the session. `previousLoginTime` and `firstTimeLogin` are those of the session's
 * own login (stored when it completed), so they do not change while the session lives, however
 * often this is asked; `lastLoginTime` is the account's latest completed login (any session).
 */
export function memberInfo(session: Pick<CurrentSession, 'account' | 'login'>, settings: AccountSettings) {
  const account = session.account;
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
    previousLoginTime: session.login.previousLoginAt,
    firstTimeLogin: session.login.firstLogin,
  };
}

/** GET /wps/member/info/icon: the avatar image URL (root-relative for platform media), or null. */
export function memberIcon(account: AccountRow): { icon: string | null } {
  return { icon: account.avatar };
}

/**
 * The member's main wallet from the ledger (plus the vendor wallets in transfer mode: `sumBalance`
 * is everything the member owns that is not on hold). Amounts are decimal strings on the wire.
 */
export async function walletBalance(db: D1Database, merchant: string, accountId: number) {
  const [settings, balances] = await Promise.all([loadWalletSettings(db, merchant), playerBalances(db, merchant, accountId)]);
  const main = balances.get('MAIN') ?? 0;
  const vendors =
    settings.walletMode === 'TRANSFER' ? settings.transferVendors.map((code) => ({ vendorCode: code, minor: balances.get(`VENDOR:${code}`) ?? 0 })) : [];
  const sum = vendors.reduce((total, v) => total + v.minor, main);
  return {
    balance: minorToAmount(main),
    sumBalance: minorToAmount(sum),
    heldBalance: minorToAmount(balances.get('HELD') ?? 0),
    currency: settings.currency,
    isSingle: settings.walletMode === 'SINGLE',
    wallets: vendors.map((v) => ({ vendorCode: v.vendorCode, availBalance: minorToAmount(v.minor) })),
  };
}

/** GET /wps/member/info and GET /wps/member/info/icon (token); the balance's answer is ledger/balance.ts. */
import { isAgent, isTrial, maskEmail, maskMobile, type AccountRow } from '../accounts/accounts';
import { secondStepMethods } from '../session/login';
import type { CurrentSession } from '../session/sessions';
import type { AccountSettings } from '../accounts/settings';
import type { VersionRef } from '../legal/rules';
import type { Product } from '../consent/rules';

/**
 * The member of the session. `previousLoginTime` and `firstTimeLogin` are those of the session's
 * own login (stored when it completed), so they do not change while the session lives, however
 * often this is asked; `lastLoginTime` is the account's latest completed login (any session).
 * `passwordChangeWithoutOld` (our extension): the session may change the password without the
 * current one for now (member/password.ts oldPasswordWaived). `legalPending` (our extension): the
 * versions of the terms and the privacy policy in force the member has yet to accept (legal/store.ts
 * pendingOf; a trial account is never asked). `marketingSite` (our extension): the products whose
 * SITE marketing the member accepts now (consent/store.ts siteProductsOf; none for a trial account).
 */
export function memberInfo(
  session: Pick<CurrentSession, 'account' | 'login'>,
  settings: AccountSettings,
  legalPending: readonly VersionRef[],
  marketingSite: readonly Product[],
  passwordChangeWithoutOld = false,
) {
  const account = session.account;
  const agent = isAgent(settings, account.type);
  const trial = isTrial(settings, account.type);
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    isAgent: agent,
    isTrial: trial,
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
    passwordChangeWithoutOld,
    legalPending: trial ? [] : legalPending,
    marketingSite: trial ? [] : marketingSite,
  };
}

/** GET /wps/member/info/icon: the avatar image URL (root-relative for platform media), or null. */
export function memberIcon(account: AccountRow): { icon: string | null } {
  return { icon: account.avatar };
}

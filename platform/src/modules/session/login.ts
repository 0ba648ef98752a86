/**
 * Login by username/password or SMS code (login-entry.ts picks the kind; a Firebase ID token is
 * ./social.ts), the second step on a new IP, and the shared "complete a login" step used by
 * registration, free play and social sign-in.
 *
 * Brute force (counters exact in the AuthThrottle Durable Object, window failureWindowMs):
 * - each attempt is reserved in the Durable Object BEFORE the password is checked (one atomic
 *   call that refuses beyond the limits), so however many requests run in parallel, no more
 *   passwords are checked than the limits allow; a right password takes its reservation back;
 * - failures are counted per (username, IP), per IP and per username, whether or not the
 *   username exists, and the answer to a wrong password is the same for unknown and known users;
 * - a captcha is demanded once the (username, IP) pair has captchaAfterFailures (3) failures,
 *   the IP ipCaptchaFailures (10, any usernames: spraying), or the username
 *   accountCaptchaFailures (10) from all IPs together;
 * - an IP with ipBlockFailures failures is refused (429) for the window. Accounts are never
 *   locked: a real user from another IP keeps logging in (at worst with a captcha).
 */
import { exclusionInForce, sisterSelfExclusion } from '../responsible-gaming/store';
import { isModuleOn } from '../../http/brand';
import { fieldError, functionNotAvailable, PlatformError, tooManyRequests } from '../../http/envelope';
import type { Rule } from '../../throttle/AuthThrottle';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { loadFieldRules, mobileOf, dialingCodeOf, requireText } from '../accounts/fields';
import { checkCode, codeError, phoneRecipient } from '../verification/codes';
import { accountByMobile, accountByUsername, canLogIn, canonicalUsername, isTrial, type AccountRow } from '../accounts/accounts';
import { requireHumanCheck } from './human-check';
import { storedHash, verifyAgainstNothing, verifyPassword } from './password';
import { capSessionsStatement, returnedLoginRecord, sessionInsert, type SessionOrigin } from './sessions';
import type { AccountDeps } from '../accounts/deps';
import type { AccountSettings } from '../accounts/settings';

export type SecondStepMethod = 'SMS' | 'EMAIL' | 'BANK_ACCOUNT_NAME' | 'GOOGLE';

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  passwordIsDefault: boolean;
  /** The previous completed login (ms), null on the first one. */
  previousLoginTime: number | null;
  needSecondStep: boolean;
  secondStepMethods: SecondStepMethod[];
}

/** Wrong account or password: the same answer whether or not the account exists. */
export function credentialsError(captcha: boolean): PlatformError {
  return new PlatformError(400, 'account_password_error', 'incorrect account or password', { captcha });
}

export { captchaRequired, captchaWrong } from './human-check';
export const notMember = () => new PlatformError(403, 'login.not.member', 'non-member cannot log in');
export const accountDisabled = () => new PlatformError(403, 'login.account.disabled', 'account disabled');

/**
 * The limits a password check must pass, in order: the IP block first (429), then the captcha
 * thresholds. With a right captcha only the IP block applies, but the attempt still counts on
 * every key.
 */
function loginRules(s: AccountSettings, keys: { pair: string; ip: string; account: string }, captchaSolved: boolean): Rule[] {
  const window = s.failureWindowMs;
  const block: Rule = { key: keys.ip, windowMs: window, limit: s.ipBlockFailures };
  if (captchaSolved) return [block, { key: keys.pair, windowMs: window }, { key: keys.account, windowMs: window }];
  return [
    block,
    { key: keys.pair, windowMs: window, limit: s.captchaAfterFailures },
    { key: keys.ip, windowMs: window, limit: s.ipCaptchaFailures },
    { key: keys.account, windowMs: window, limit: s.accountCaptchaFailures },
  ];
}

export async function passwordLogin(d: AccountDeps, payload: Record<string, unknown>, deviceId: string | null): Promise<LoginValue> {
  const username = canonicalUsername(requireText(payload, 'username'));
  const password = requireText(payload, 'password', { trim: false });
  if (username.length > 64) throw fieldError('username', 'too long');
  if (password.length > 128) throw fieldError('password', 'too long');
  const s = d.settings;
  const keys = { pair: throttleKeys.pair(username, d.ip), ip: throttleKeys.ip(d.ip), account: throttleKeys.account(username) };
  const throttle = throttleFor(d.env, d.merchant);

  // The attempt is reserved before the password is checked, so parallel requests cannot all pass.
  let reservation = await throttle.reserve(loginRules(s, keys, false), d.now);
  if (!reservation.allowed && reservation.refused !== 0) {
    await requireHumanCheck(d, payload);
    reservation = await throttle.reserve(loginRules(s, keys, true), d.now);
  }
  if (!reservation.allowed || !reservation.ticket) throw tooManyRequests(reservation.retryAt, d.now);
  const ticket = reservation.ticket;

  const account = await accountByUsername(d.db, d.merchant, username);
  if (d.env.DEV_TOOLS === '1') await throttle.record([throttleKeys.passwordChecked(username)], s.failureWindowMs, d.now);
  const passwordOk = account ? await verifyPassword(d.env, password, storedHash(account)) : await verifyAgainstNothing(d.env, password);
  if (!account || !passwordOk) {
    // The reservation stays: it is the failure. The answer says whether the next try needs a captcha.
    const after = await throttle.peek(loginRules(s, keys, false), d.now);
    throw credentialsError(!after.allowed);
  }
  // Only now (right password) may the answer depend on the account.
  const usable = account.status === 'ACTIVE' && canLogIn(s, account.type);
  await throttle.release(ticket, usable ? [keys.pair] : []);
  if (account.status !== 'ACTIVE') throw accountDisabled();
  if (!canLogIn(s, account.type)) throw notMember();
  return completeLogin(d, account, {
    origin: 'LOGIN',
    deviceId,
    passwordIsDefault: password === s.defaultPassword,
    allowSecondStep: true,
  });
}

export async function smsLogin(d: AccountDeps, payload: Record<string, unknown>, deviceId: string | null): Promise<LoginValue> {
  if (!isModuleOn(d.brand.whitelabel, 'VERCODELOGIN3')) throw functionNotAvailable();
  const rules = await loadFieldRules(d.db, d.merchant);
  const mobile = mobileOf(payload, rules, 'mobileNum');
  const dialing = dialingCodeOf(payload);
  const code = requireText(payload, 'verificationCode');
  if (!/^[0-9]{6}$/.test(code)) throw fieldError('verificationCode', 'must be 6 digits');
  const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'LOGIN', recipient: phoneRecipient(dialing, mobile), code, now: d.now });
  if (!checked.ok) throw codeError(checked.reason);
  const account = await accountByMobile(d.db, d.merchant, dialing, mobile);
  if (!account) throw codeError('invalid');
  if (account.status !== 'ACTIVE') throw accountDisabled();
  if (!canLogIn(d.settings, account.type)) throw notMember();
  // The code already proves the phone: no second step, and no default-password prompt (docs/spec-index.md#states-and-transitions).
  return completeLogin(d, account, { origin: 'SMS_LOGIN', deviceId, passwordIsDefault: false, allowSecondStep: false });
}

/** What the account can use as a second step, from what it has on file. */
export function secondStepMethods(account: AccountRow): SecondStepMethod[] {
  const methods: SecondStepMethod[] = [];
  if (account.mobile_num && account.country_dialing_code) methods.push('SMS');
  if (account.email) methods.push('EMAIL');
  if (account.payee_name) methods.push('BANK_ACCOUNT_NAME');
  if (account.totp_secret) methods.push('GOOGLE');
  return methods;
}

export function passwordExpired(d: AccountDeps, account: AccountRow): boolean {
  const days = d.settings.passwordExpiryDays;
  if (days === null || !isModuleOn(d.brand.whitelabel, 'PWDEXPIRE3')) return false;
  return d.now - account.password_changed_at > days * 24 * 60 * 60 * 1000;
}

interface CompleteOptions {
  origin: SessionOrigin;
  deviceId: string | null;
  passwordIsDefault: boolean;
  /** Password logins from an IP the account has not completed a login from ask for a second step. */
  allowSecondStep: boolean;
  /** false: never answer passwordExpired (social sign-in: the account has no usable password). */
  passwordExpiry?: boolean;
}

/**
 * Issues a new session. When a second step is due, the session is PENDING_SECOND_STEP (only
 * /wps/session/login/verification accepts it) and the login time is not recorded yet.
 */
export async function completeLogin(d: AccountDeps, account: AccountRow, o: CompleteOptions): Promise<LoginValue> {
  // Every way in ends here: a time-out or self-exclusion in force refuses it, saying when it ends, and
  // so does the same player's self-exclusion on another brand of the operator's group (docs/decisions/039).
  const exclusion = (await exclusionInForce(d.db, account.id, d.now)) ?? (await sisterSelfExclusion(d.db, account.id, d.now));
  if (exclusion) throw new PlatformError(403, 'rg.excluded', 'excluded', { endsAt: exclusion.endsAt, closed: exclusion.kind === 'CLOSURE' });
  const methods = secondStepMethods(account);
  let needSecondStep = false;
  if (o.allowSecondStep && !isTrial(d.settings, account.type) && methods.length > 0) {
    const seen = await d.db
      .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(ip = ?2), 0) AS known FROM account_ips WHERE account_id = ?1')
      .bind(account.id, d.ip)
      .first<{ total: number; known: number }>();
    needSecondStep = (seen?.total ?? 0) > 0 && (seen?.known ?? 0) === 0;
  }
  const session = await sessionInsert(d.db, {
    accountId: account.id,
    merchant: d.merchant,
    state: needSecondStep ? 'PENDING_SECOND_STEP' : 'ACTIVE',
    origin: o.origin,
    ip: d.ip,
    deviceId: o.deviceId,
    now: d.now,
    passwordIsDefault: o.passwordIsDefault,
  });
  // The INSERT runs first in the batch (one transaction): it stores the login record from before
  // loginRecordedStatements moves last_login_at, and returns it.
  const statements = [session.statement];
  if (!needSecondStep) statements.push(...loginRecordedStatements(d, account.id));
  const [inserted] = await d.db.batch(statements);
  // A pending session records nothing yet; its answer shows what the account has now.
  const record = (!needSecondStep && returnedLoginRecord(inserted)) || { previousLoginAt: account.last_login_at, firstLogin: account.last_login_at === null };
  return {
    token: session.token,
    firstTimeLogin: record.firstLogin,
    passwordExpired: o.passwordExpiry !== false && passwordExpired(d, account),
    passwordIsDefault: o.passwordIsDefault,
    previousLoginTime: record.previousLoginAt,
    needSecondStep,
    secondStepMethods: needSecondStep ? methods : [],
  };
}

/** A completed login: remember the IP and the login time, and keep the account within its session cap. */
export function loginRecordedStatements(d: AccountDeps, accountId: number): D1PreparedStatement[] {
  return [
    d.db
      .prepare(
        `INSERT INTO account_ips (account_id, ip, first_seen_at, last_seen_at) VALUES (?1, ?2, ?3, ?3)
         ON CONFLICT (account_id, ip) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      )
      .bind(accountId, d.ip, d.now),
    d.db.prepare('UPDATE accounts SET last_login_at = ?2 WHERE id = ?1').bind(accountId, d.now),
    // After the statement that made the session active: the brand's cap ends the oldest.
    capSessionsStatement(d.db, accountId, d.merchant, d.now),
  ];
}

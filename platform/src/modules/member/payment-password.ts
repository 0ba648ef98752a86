/**
 * The payment password: a second secret, asked for money leaving the account (withdrawals, points
 * redemption) and for bank-card changes. Stored in `accounts.payment_password` as
 * encodePasswordHash(hashPassword(...)) (same scheme as the login password).
 *
 * Wrong payment passwords are limited per account: at most PAYMENT_PASSWORD_FAILURES within
 * PAYMENT_PASSWORD_WINDOW_MS. Each check is reserved in the AuthThrottle Durable Object before the
 * hash is compared (so parallel guesses cannot all pass the limit while the checks run); a right
 * password takes its reservation back, a wrong one keeps it. The login password, where a call asks
 * for it (setting the first payment password, binding or changing a contact), is checked on the
 * same limit (checkLoginPassword).
 *
 * Resetting by a code sent to a bound contact waits CONTACT_CHANGE_COOLDOWN_MS after the contacts
 * last changed (accounts.contact_changed_at): a session that binds an address of its own cannot
 * take the payment password over at once, and the old address has been told meanwhile.
 */
import type { Env } from '../../env';
import { fieldError, PlatformError, tooManyRequests } from '../../http/envelope';
import type { Rule } from '../../throttle/AuthThrottle';
import { throttleFor } from '../../throttle/client';
import type { AccountRow } from '../accounts/accounts';
import type { AccountDeps } from '../accounts/deps';
import { decodePasswordHash, encodePasswordHash, hashPassword, storedHash, verifyAgainstNothing, verifyPassword } from '../session/password';
import { checkCode, codeError, issueCode, phoneRecipient } from '../verification/codes';
import { codeMessage } from '../verification/messages';
import { channelOf, checkValue, loadFieldRules, payloadObject, requireText, type FieldRule } from '../accounts/fields';

/** Wrong payment passwords per account within the window before checks are refused (429). */
export const PAYMENT_PASSWORD_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** How long after a contact is bound or changed the payment password cannot be reset by a code. */
export const CONTACT_CHANGE_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/** The AuthThrottle key of an account's wrong payment passwords. */
export const paymentPasswordKey = (accountId: number) => `payment-password:account:${accountId}`;

export const paymentPasswordNotSet = () => new PlatformError(400, 'payment_password_not_set', 'no payment password is set');
export const paymentPasswordError = () => new PlatformError(400, 'payment_password_error', 'incorrect payment password');

function rules(accountId: number): Rule[] {
  return [{ key: paymentPasswordKey(accountId), windowMs: PAYMENT_PASSWORD_WINDOW_MS, limit: PAYMENT_PASSWORD_FAILURES }];
}

/**
 * Runs `check` (a secret compared with its hash) as one reserved attempt against the account's
 * payment-password limit: 429 when the limit is reached (nothing is checked), the reservation kept
 * when `check` answers false, taken back when it answers true.
 */
async function reservedCheck(env: Env, merchant: string, accountId: number, now: number, check: () => Promise<boolean>): Promise<boolean> {
  const throttle = throttleFor(env, merchant);
  const reservation = await throttle.reserve(rules(accountId), now);
  if (!reservation.allowed || !reservation.ticket) throw tooManyRequests(reservation.retryAt, now, 'too many wrong passwords, try again later');
  const right = await check();
  // A wrong secret keeps its reservation: it is the failure that counts.
  if (right) await throttle.release(reservation.ticket);
  return right;
}

export function passwordText(password: unknown, field: string): string {
  if (typeof password !== 'string' || password.length === 0) throw fieldError(field, 'not empty');
  if (password.length > 128) throw fieldError(field, 'too long');
  return password;
}

/**
 * Resolves when `password` is the account's payment password. Throws `payment_password_not_set`
 * (400) when it has none, `request_param_err` when no password is given, `payment_password_error`
 * (400) when wrong, and 429 `too.many.requests` once PAYMENT_PASSWORD_FAILURES wrong ones were
 * given within PAYMENT_PASSWORD_WINDOW_MS (until the oldest leaves the window).
 */
export async function checkPaymentPassword(env: Env, merchant: string, account: AccountRow, password: unknown, now: number): Promise<void> {
  if (account.payment_password === null) throw paymentPasswordNotSet();
  const given = passwordText(password, 'paymentPassword');
  const encoded = account.payment_password;
  const right = await reservedCheck(env, merchant, account.id, now, async () => {
    const stored = decodePasswordHash(encoded);
    if (stored) return verifyPassword(env, given, stored);
    console.error(`platform: account ${account.id} has an unreadable payment password`);
    return verifyAgainstNothing(env, given);
  });
  if (!right) throw paymentPasswordError();
}

/** The brand's payment password rule (register field `paymentPassword`), else 6 digits. */
const FALLBACK_RULE: FieldRule = {
  field: 'paymentPassword',
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 'DIGITS',
  minLength: 6,
  maxLength: 6,
};

async function newPaymentPasswordOf(d: AccountDeps, payload: Record<string, unknown>): Promise<string> {
  const value = requireText(payload, 'newPaymentPassword', { trim: false });
  const rules = await loadFieldRules(d.db, d.merchant);
  checkValue({ ...(rules.get('paymentPassword') ?? FALLBACK_RULE), required: true }, value, 'newPaymentPassword');
  if (requireText(payload, 'confirmPaymentPassword', { trim: false }) !== value) throw fieldError('confirmPaymentPassword', 'inconsistent twice');
  return value;
}

/**
 * Stores a payment password: `set` only where none is set, `change` always, `reset` only where one
 * is set and the contacts did not change within the cool-down (a bind racing the reset wins).
 */
async function storePaymentPassword(d: AccountDeps, accountId: number, password: string, mode: 'set' | 'change' | 'reset'): Promise<boolean> {
  const encoded = encodePasswordHash(await hashPassword(d.env, password));
  const statement =
    mode === 'reset'
      ? d.db
          .prepare(
            'UPDATE accounts SET payment_password = ?2 WHERE id = ?1 AND payment_password IS NOT NULL AND (contact_changed_at IS NULL OR contact_changed_at <= ?3)',
          )
          .bind(accountId, encoded, d.now - CONTACT_CHANGE_COOLDOWN_MS)
      : d.db
          .prepare(`UPDATE accounts SET payment_password = ?2 WHERE id = ?1${mode === 'set' ? ' AND payment_password IS NULL' : ''}`)
          .bind(accountId, encoded);
  const result = await statement.run();
  return result.meta.changes === 1;
}

/**
 * Resolves when `password` is the account's login password, checked as one reserved attempt on the
 * payment-password limit. Throws `old_password_error` (400) when wrong, 429 `too.many.requests`
 * at the limit. The caller has checked the text with passwordText.
 */
export async function checkLoginPassword(d: AccountDeps, account: AccountRow, password: string): Promise<void> {
  const right = await reservedCheck(d.env, d.merchant, account.id, d.now, () => verifyPassword(d.env, password, storedHash(account)));
  if (!right) throw new PlatformError(400, 'old_password_error', 'incorrect login password');
}

const alreadySet = () => new PlatformError(400, 'payment_password.already_set', 'a payment password is already set: change or reset it');

/**
 * POST /wps/member/payment-password `{password, newPaymentPassword, confirmPaymentPassword}`: the
 * first payment password, proven by the login password (a wrong one counts on the same limit).
 */
export async function setPaymentPassword(d: AccountDeps, account: AccountRow, raw: unknown): Promise<{ hasPaymentPassword: true }> {
  const payload = payloadObject(raw);
  if (account.payment_password !== null) throw alreadySet();
  const password = passwordText(payload.password, 'password');
  const next = await newPaymentPasswordOf(d, payload);
  await checkLoginPassword(d, account, password);
  if (!(await storePaymentPassword(d, account.id, next, 'set'))) throw alreadySet();
  return { hasPaymentPassword: true };
}

/** PUT /wps/member/payment-password `{oldPaymentPassword, newPaymentPassword, confirmPaymentPassword}`. */
export async function changePaymentPassword(d: AccountDeps, account: AccountRow, raw: unknown): Promise<{ hasPaymentPassword: true }> {
  const payload = payloadObject(raw);
  if (account.payment_password === null) throw paymentPasswordNotSet();
  const old = passwordText(payload.oldPaymentPassword, 'oldPaymentPassword');
  const next = await newPaymentPasswordOf(d, payload);
  if (next === old) throw fieldError('newPaymentPassword', 'must differ from the old password');
  await checkPaymentPassword(d.env, d.merchant, account, old, d.now);
  await storePaymentPassword(d, account.id, next, 'change');
  return { hasPaymentPassword: true };
}

/** Where a reset code for `channel` goes: the account's bound phone or e-mail. */
function resetRecipient(account: AccountRow, channel: 'SMS' | 'EMAIL'): string {
  if (channel === 'SMS') {
    if (!account.mobile_num || !account.country_dialing_code) throw fieldError('channel', 'no mobile number is bound');
    return phoneRecipient(account.country_dialing_code, account.mobile_num);
  }
  if (!account.email) throw fieldError('channel', 'no e-mail address is bound');
  return account.email.toLowerCase();
}

/**
 * A reset by code is for a payment password that exists (none: `payment_password_not_set`; the
 * first one is set with the login password), and not within CONTACT_CHANGE_COOLDOWN_MS of a
 * contact change (`payment_password.reset_cooldown`, 400).
 */
function requireResettable(account: AccountRow, now: number): void {
  if (account.payment_password === null) throw paymentPasswordNotSet();
  if (account.contact_changed_at !== null && now < account.contact_changed_at + CONTACT_CHANGE_COOLDOWN_MS) {
    const until = new Date(account.contact_changed_at + CONTACT_CHANGE_COOLDOWN_MS).toISOString();
    throw new PlatformError(400, 'payment_password.reset_cooldown', `the contacts changed less than 24 hours ago: a reset by code is possible from ${until}`);
  }
}

/** POST /wps/member/payment-password/code `{channel}`: a reset code to the bound phone or e-mail. */
export async function sendPaymentPasswordCode(d: AccountDeps, account: AccountRow, raw: unknown): Promise<{ expiredMinutes: number }> {
  const channel = channelOf(payloadObject(raw));
  requireResettable(account, d.now);
  const { subject, message } = codeMessage(d.text, 'paymentPasswordCode', { brand: d.brand.row.name, username: account.username });
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'PAYMENT_PASSWORD',
    channel,
    recipient: resetRecipient(account, channel),
    accountId: account.id,
    now: d.now,
    deliver: true,
    subject: channel === 'EMAIL' ? subject : null,
    message,
  });
}

/** POST /wps/member/payment-password/reset `{channel, verificationCode, newPaymentPassword, confirmPaymentPassword}`. */
export async function resetPaymentPassword(d: AccountDeps, account: AccountRow, raw: unknown): Promise<{ hasPaymentPassword: true }> {
  const payload = payloadObject(raw);
  requireResettable(account, d.now);
  const channel = channelOf(payload);
  const recipient = resetRecipient(account, channel);
  const code = requireText(payload, 'verificationCode');
  if (!/^[0-9]{6}$/.test(code)) throw fieldError('verificationCode', 'must be 6 digits');
  const next = await newPaymentPasswordOf(d, payload);
  const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'PAYMENT_PASSWORD', recipient, code, now: d.now });
  if (!checked.ok) throw codeError(checked.reason);
  if (checked.accountId !== account.id) throw codeError('invalid');
  if (!(await storePaymentPassword(d, account.id, next, 'reset'))) {
    // The contacts changed (or the payment password went) since this call read the account.
    const current = await d.db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(account.id).first<AccountRow>();
    requireResettable(current ?? account, d.now);
    throw paymentPasswordNotSet();
  }
  // The member proved who they are: earlier wrong guesses no longer hold the payment password back.
  await throttleFor(d.env, d.merchant).clear([paymentPasswordKey(account.id)]);
  return { hasPaymentPassword: true };
}

/**
 * The payment password: a second secret, asked for money leaving the account (withdrawals, points
 * redemption) and for bank-card changes. Stored in `accounts.payment_password` as
 * encodePasswordHash(hashPassword(...)) (same scheme as the login password).
 *
 * Wrong payment passwords are limited per account: at most PAYMENT_PASSWORD_FAILURES within
 * PAYMENT_PASSWORD_WINDOW_MS. Each check is reserved in the AuthThrottle Durable Object before the
 * hash is compared (so parallel guesses cannot all pass the limit while the checks run); a right
 * password takes its reservation back, a wrong one keeps it.
 */
import type { Env } from '../../env';
import { fieldError, PlatformError } from '../../http/envelope';
import type { Rule } from '../../throttle/AuthThrottle';
import { throttleFor } from '../../throttle/client';
import type { AccountRow } from '../session/accounts';
import { tooManyRequests } from '../session/captcha';
import { decodePasswordHash, verifyAgainstNothing, verifyPassword } from '../session/password';

/** Wrong payment passwords per account within the window before checks are refused (429). */
export const PAYMENT_PASSWORD_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** The AuthThrottle key of an account's wrong payment passwords. */
export const paymentPasswordKey = (accountId: number) => `payment-password:account:${accountId}`;

export const paymentPasswordNotSet = () => new PlatformError(400, 'payment_password_not_set', 'no payment password is set');
export const paymentPasswordError = () => new PlatformError(400, 'payment_password_error', 'incorrect payment password');

function rules(accountId: number): Rule[] {
  return [{ key: paymentPasswordKey(accountId), windowMs: PAYMENT_PASSWORD_WINDOW_MS, limit: PAYMENT_PASSWORD_FAILURES }];
}

/**
 * Resolves when `password` is the account's payment password. Throws `payment_password_not_set`
 * (400) when it has none, `request_param_err` when no password is given, `payment_password_error`
 * (400) when wrong, and 429 `too.many.requests` once PAYMENT_PASSWORD_FAILURES wrong ones were
 * given within PAYMENT_PASSWORD_WINDOW_MS (until the oldest leaves the window).
 */
export async function checkPaymentPassword(env: Env, merchant: string, account: AccountRow, password: unknown, now: number): Promise<void> {
  if (account.payment_password === null) throw paymentPasswordNotSet();
  if (typeof password !== 'string' || password.length === 0) throw fieldError('paymentPassword', 'not empty');
  if (password.length > 64) throw fieldError('paymentPassword', 'too long');
  const throttle = throttleFor(env, merchant);
  const reservation = await throttle.reserve(rules(account.id), now);
  if (!reservation.allowed || !reservation.ticket) throw tooManyRequests(reservation.retryAt, now, 'too many wrong payment passwords, try again later');
  const stored = decodePasswordHash(account.payment_password);
  let right: boolean;
  if (stored) {
    right = await verifyPassword(env, password, stored);
  } else {
    console.error(`platform: account ${account.id} has an unreadable payment password`);
    right = await verifyAgainstNothing(env, password);
  }
  // A wrong password keeps its reservation: it is the failure that counts.
  if (!right) throw paymentPasswordError();
  await throttle.release(reservation.ticket);
}

/**
 * The fresh check of the login password that a download link and an erasure ask for: the login's
 * own verification (session/password.ts verifyPassword over the account's stored hash), as one
 * attempt reserved in the AuthThrottle Durable Object BEFORE the hash is compared, on the account's
 * limit of secrets checked in a session (member/payment-password.ts: 5 wrong in 15 minutes, shared
 * with the payment password and the other calls that ask for the login password). A right password
 * takes its reservation back; a wrong one keeps it.
 *
 * A reservation is also what a check still running holds: parallel requests of the member (twenty
 * erasures sent at once) can fill the limit with right passwords being checked. A refused attempt
 * therefore waits for those to end and asks again, a few times, before answering
 * `data.too_many_attempts`; meanwhile, a session ended by one of them (an erasure closes the
 * account) answers `login.not.session` at once.
 */
import { now as clock } from '../../http/clock';
import { PlatformError } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import type { Rule } from '../../throttle/AuthThrottle';
import { throttleFor } from '../../throttle/client';
import { PAYMENT_PASSWORD_FAILURES, PAYMENT_PASSWORD_WINDOW_MS, paymentPasswordKey } from '../member/payment-password';
import { storedHash, verifyPassword } from '../session/password';
import { requireSession, type CurrentSession } from '../session/sessions';

/** How often, and how long apart, a refused attempt asks again while other checks of the member may still be running. */
const RETRIES = 15;
const RETRY_MS = 200;
/** Longer than a password check ever runs, even on a busy machine. */
const CHECK_MS = 10_000;

export const passwordWrong = () => new PlatformError(403, 'data.password_wrong', 'incorrect password');

export function tooManyAttempts(retryAt: number | null, now: number): PlatformError {
  const seconds = Math.max(1, Math.ceil(((retryAt ?? now + PAYMENT_PASSWORD_WINDOW_MS) - now) / 1000));
  return new PlatformError(
    429,
    'data.too_many_attempts',
    'too many wrong passwords, try again later',
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

const rules = (accountId: number): Rule[] => [{ key: paymentPasswordKey(accountId), windowMs: PAYMENT_PASSWORD_WINDOW_MS, limit: PAYMENT_PASSWORD_FAILURES }];

/**
 * Attempts on the limit older than any check still running could be (CHECK_MS): failures for sure.
 * When they alone fill the limit, waiting for running checks cannot free a place.
 */
async function settledFailures(throttle: ReturnType<typeof throttleFor>, accountId: number, now: number): Promise<number> {
  const key = paymentPasswordKey(accountId);
  const [inWindow, recent] = await Promise.all([throttle.counts([key], PAYMENT_PASSWORD_WINDOW_MS, now), throttle.counts([key], CHECK_MS, now)]);
  return (inWindow[key] ?? 0) - (recent[key] ?? 0);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `password` is the session's account's login password; `data.password_wrong` (403) or `data.too_many_attempts` (429) otherwise. */
export async function proveLoginPassword(ctx: BrandContext, session: CurrentSession, password: string): Promise<void> {
  const throttle = throttleFor(ctx.env, ctx.brand.row.merchant_code);
  const account = session.account;
  for (let round = 0; ; round++) {
    const now = clock(ctx.env);
    const reservation = await throttle.reserve(rules(account.id), now);
    if (reservation.allowed && reservation.ticket) {
      const right = await verifyPassword(ctx.env, password, storedHash(account));
      // A wrong password keeps its reservation: it is the failure that counts.
      if (!right) throw passwordWrong();
      await throttle.release(reservation.ticket);
      return;
    }
    if (round >= RETRIES || (await settledFailures(throttle, account.id, now)) >= PAYMENT_PASSWORD_FAILURES) throw tooManyAttempts(reservation.retryAt, now);
    // The session still alive (an erasure running beside this request may have ended it)?
    await requireSession(ctx);
    await pause(RETRY_MS);
  }
}

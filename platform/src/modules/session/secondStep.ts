/**
 * The second login step, asked when a password login comes from an IP the account has not
 * completed a login from. The login answered a PENDING_SECOND_STEP token; with it:
 * - POST /wps/session/login/verification/send `{method: "SMS"|"EMAIL"}` sends a code to the
 *   account's phone or e-mail (send limits and code rules of verification/codes.ts);
 * - POST /wps/session/login/verification `{method, verificationCode?, bankAccountName?}` completes
 *   it: SMS/EMAIL code, the bank account (payee) name, or a Google Authenticator TOTP code.
 * Wrong answers are counted per account and per address over the brand's window (5 and 20 per
 * 30 minutes by default, table brand_throttle_settings), not per pending login, so logging in
 * again does not start afresh. Each answer is reserved in the AuthThrottle Durable Object before
 * it is checked; at a limit the step is locked (`login.second.step.locked`, 429) until the oldest
 * counted failure leaves the window, code sends included, and the failure that reaches the
 * account's limit tells the account holder (e-mail and SMS outbox). Success takes its reservation
 * back, activates the session, remembers the IP and the login time.
 */
import { fieldError, PlatformError } from '../../http/envelope';
import type { Reservation, Rule } from '../../throttle/AuthThrottle';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { loadThrottleSettings, type ThrottleSettings } from '../../throttle/settings';
import { payloadObject, requireText } from '../accounts/fields';
import { checkCode, codeError, issueCode, phoneRecipient } from '../verification/codes';
import { codeMessage, renderMessage } from '../verification/messages';
import { noticeTime, sendNotice } from '../verification/notices';
import type { AccountRow } from '../accounts/accounts';
import { loginRecordedStatements, passwordExpired, secondStepMethods, type LoginValue, type SecondStepMethod } from './login';
import type { AccountDeps } from '../accounts/deps';
import { firstLoginSql, previousLoginSql, returnedLoginRecord, type CurrentSession } from './sessions';
import { totpMatches } from './totp';

const METHODS: readonly SecondStepMethod[] = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE'];

function methodOf(account: AccountRow, payload: Record<string, unknown>): SecondStepMethod {
  const method = requireText(payload, 'method').toUpperCase() as SecondStepMethod;
  if (!METHODS.includes(method)) throw fieldError('method', `must be one of ${METHODS.join(', ')}`);
  if (!secondStepMethods(account).includes(method)) throw fieldError('method', 'not available for this account');
  return method;
}

const notPending = () => new PlatformError(400, 'login.second.step.not.needed', 'no second step is pending');

/** HTTP 429 `login.second.step.locked`, with when it ends (Retry-After and `value`). */
export function secondStepLocked(lockedUntil: number, now: number): PlatformError {
  const seconds = Math.max(1, Math.ceil((lockedUntil - now) / 1000));
  return new PlatformError(
    429,
    'login.second.step.locked',
    'too many failed verifications, try again later',
    { lockedUntil, retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** The account's limit first: its lock is the one the holder is told about. */
function secondStepRules(t: ThrottleSettings, accountId: number, ip: string): Rule[] {
  return [
    { key: throttleKeys.secondStepAccount(accountId), windowMs: t.secondStepWindowMs, limit: t.secondStepAccountFailures },
    { key: throttleKeys.secondStepIp(ip), windowMs: t.secondStepWindowMs, limit: t.secondStepIpFailures },
  ];
}

/** When a limit reached by this reservation's failure lets one more answer in (ms), or null if none is reached. */
function lockReached(r: Reservation, rules: Rule[]): number | null {
  const reached = rules.map((rule, i) => (rule.limit !== undefined && (r.counts[i] ?? 0) >= rule.limit ? (r.freesAt[i] ?? null) : null));
  const times = reached.filter((at): at is number => at !== null);
  return times.length ? Math.max(...times) : null;
}

function emailRecipient(account: AccountRow): string {
  return (account.email ?? '').toLowerCase();
}

export async function sendSecondStepCode(d: AccountDeps, session: CurrentSession, raw: unknown): Promise<{ expiredMinutes: number }> {
  if (session.state !== 'PENDING_SECOND_STEP') throw notPending();
  const payload = payloadObject(raw);
  const account = session.account;
  const method = methodOf(account, payload);
  if (method !== 'SMS' && method !== 'EMAIL') throw fieldError('method', 'only SMS and EMAIL codes are sent');
  // A locked step sends nothing: the holder would only get codes nobody may use.
  const rules = secondStepRules(await loadThrottleSettings(d.db, d.merchant), account.id, d.ip);
  const lock = await throttleFor(d.env, d.merchant).peek(rules, d.now);
  if (!lock.allowed) throw secondStepLocked(lock.retryAt ?? d.now, d.now);
  const recipient = method === 'SMS' ? phoneRecipient(account.country_dialing_code ?? '', account.mobile_num ?? '') : emailRecipient(account);
  const { subject, message } = codeMessage(d.text, 'secondStepCode', { brand: d.brand.row.name });
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'SECOND_STEP',
    channel: method,
    recipient,
    accountId: account.id,
    now: d.now,
    deliver: true,
    subject: method === 'EMAIL' ? subject : null,
    message,
  });
}

function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export async function completeSecondStep(d: AccountDeps, session: CurrentSession, raw: unknown): Promise<LoginValue> {
  if (session.state !== 'PENDING_SECOND_STEP') throw notPending();
  const payload = payloadObject(raw);
  const account = session.account;
  const method = methodOf(account, payload);
  const answer = method === 'BANK_ACCOUNT_NAME' ? requireText(payload, 'bankAccountName') : requireText(payload, 'verificationCode');
  if (method !== 'BANK_ACCOUNT_NAME' && !/^[0-9]{6}$/.test(answer)) throw fieldError('verificationCode', 'must be 6 digits');

  const t = await loadThrottleSettings(d.db, d.merchant);
  const rules = secondStepRules(t, account.id, d.ip);
  const throttle = throttleFor(d.env, d.merchant);
  const reservation = await throttle.reserve(rules, d.now);
  if (!reservation.allowed || !reservation.ticket) throw secondStepLocked(reservation.retryAt ?? d.now, d.now);

  let passed: boolean;
  let codeFailure: ReturnType<typeof codeError> | null = null;
  if (method === 'BANK_ACCOUNT_NAME') {
    passed = normaliseName(answer) === normaliseName(account.payee_name ?? '');
  } else if (method === 'GOOGLE') {
    passed = await totpMatches(account.totp_secret ?? '', answer, d.now);
  } else {
    const recipient = method === 'SMS' ? phoneRecipient(account.country_dialing_code ?? '', account.mobile_num ?? '') : emailRecipient(account);
    const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'SECOND_STEP', recipient, code: answer, now: d.now });
    passed = checked.ok;
    if (!checked.ok) codeFailure = codeError(checked.reason);
  }
  if (!passed) {
    // The reservation stays: it is the failure. The one that reaches a limit answers the lock.
    const lockedUntil = lockReached(reservation, rules);
    if (lockedUntil === null) throw codeFailure ?? new PlatformError(400, 'verification_error', 'verification failed');
    const accountFailures = reservation.counts[0] ?? 0;
    if (accountFailures === t.secondStepAccountFailures) {
      const notice = renderMessage(d.text, 'secondStepLocked', { brand: d.brand.row.name, count: accountFailures, ip: d.ip, time: noticeTime(lockedUntil) });
      await sendNotice(d.db, { merchant: d.merchant, account, subject: notice.subject, body: notice.body, now: d.now });
    }
    throw secondStepLocked(lockedUntil, d.now);
  }
  await throttle.release(reservation.ticket);
  // Activation runs first in the batch (one transaction): it stores on the session the account's
  // login record from before loginRecordedStatements moves last_login_at, and returns it.
  const [activated] = await d.db.batch([
    d.db
      .prepare(
        `UPDATE sessions SET state = 'ACTIVE', last_seen_at = ?2,
                previous_login_at = ${previousLoginSql('?3')}, first_login = ${firstLoginSql('?3')}
          WHERE token_hash = ?1 AND state = 'PENDING_SECOND_STEP'
          RETURNING previous_login_at, first_login, password_is_default`,
      )
      .bind(session.tokenHash, d.now, account.id),
    ...loginRecordedStatements(d, account.id),
  ]);
  const record = returnedLoginRecord(activated) ?? { previousLoginAt: account.last_login_at, firstLogin: account.last_login_at === null };
  return {
    token: '',
    firstTimeLogin: record.firstLogin,
    passwordExpired: passwordExpired(d, account),
    // A default-password login still has to change it once the step passes (docs/spec-index.md#states-and-transitions).
    passwordIsDefault: (activated?.results?.[0] as { password_is_default?: number } | undefined)?.password_is_default === 1,
    previousLoginTime: record.previousLoginAt,
    needSecondStep: false,
    secondStepMethods: [],
  };
}

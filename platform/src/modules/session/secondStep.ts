/**
 * The second login step, asked when a password login comes from an IP the account has not
 * completed a login from. The login answered a PENDING_SECOND_STEP token; with it:
 * - POST /wps/session/login/verification/send `{method: "SMS"|"EMAIL"}` sends a code to the
 *   account's phone or e-mail (send limits and code rules of verification/codes.ts);
 * - POST /wps/session/login/verification `{method, verificationCode?, bankAccountName?}` completes
 *   it: SMS/EMAIL code, the bank account (payee) name, or a Google Authenticator TOTP code.
 * Wrong answers are counted per pending session; after MAX_SECOND_STEP_FAILURES the session is
 * revoked (log in again). Success activates the session, remembers the IP and the login time.
 */
import { fieldError, PlatformError } from '../../http/envelope';
import { throttleFor } from '../../throttle/client';
import { payloadObject, requireText } from '../member/fields';
import { checkCode, codeError, issueCode, phoneRecipient } from '../verification/codes';
import type { AccountRow } from './accounts';
import { loginRecordedStatements, passwordExpired, secondStepMethods, type AccountDeps, type LoginValue, type SecondStepMethod } from './login';
import { firstLoginSql, previousLoginSql, returnedLoginRecord, revokeSessionStatement, type CurrentSession } from './sessions';
import { totpMatches } from './totp';

export const MAX_SECOND_STEP_FAILURES = 5;

const METHODS: readonly SecondStepMethod[] = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE'];

function methodOf(account: AccountRow, payload: Record<string, unknown>): SecondStepMethod {
  const method = requireText(payload, 'method').toUpperCase() as SecondStepMethod;
  if (!METHODS.includes(method)) throw fieldError('method', `must be one of ${METHODS.join(', ')}`);
  if (!secondStepMethods(account).includes(method)) throw fieldError('method', 'not available for this account');
  return method;
}

const notPending = () => new PlatformError(400, 'login.second.step.not.needed', 'no second step is pending');

function emailRecipient(account: AccountRow): string {
  return (account.email ?? '').toLowerCase();
}

export async function sendSecondStepCode(d: AccountDeps, session: CurrentSession, raw: unknown): Promise<{ expiredMinutes: number }> {
  if (session.state !== 'PENDING_SECOND_STEP') throw notPending();
  const payload = payloadObject(raw);
  const account = session.account;
  const method = methodOf(account, payload);
  if (method !== 'SMS' && method !== 'EMAIL') throw fieldError('method', 'only SMS and EMAIL codes are sent');
  const recipient = method === 'SMS' ? phoneRecipient(account.country_dialing_code ?? '', account.mobile_num ?? '') : emailRecipient(account);
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'SECOND_STEP',
    channel: method,
    recipient,
    accountId: account.id,
    now: d.now,
    deliver: true,
    subject: method === 'EMAIL' ? `${d.brand.row.name} login verification` : null,
    message: (code, minutes) => `${d.brand.row.name}: your login verification code is ${code}. It expires in ${minutes} minutes.`,
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
  let passed: boolean;
  let codeFailure: ReturnType<typeof codeError> | null = null;
  if (method === 'BANK_ACCOUNT_NAME') {
    passed = normaliseName(requireText(payload, 'bankAccountName')) === normaliseName(account.payee_name ?? '');
  } else {
    const code = requireText(payload, 'verificationCode');
    if (!/^[0-9]{6}$/.test(code)) throw fieldError('verificationCode', 'must be 6 digits');
    if (method === 'GOOGLE') {
      passed = await totpMatches(account.totp_secret ?? '', code, d.now);
    } else {
      const recipient = method === 'SMS' ? phoneRecipient(account.country_dialing_code ?? '', account.mobile_num ?? '') : emailRecipient(account);
      const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'SECOND_STEP', recipient, code, now: d.now });
      passed = checked.ok;
      if (!checked.ok) codeFailure = codeError(checked.reason);
    }
  }
  if (!passed) {
    const key = `second-step:${session.tokenHash}`;
    const taken = await throttleFor(d.env, d.merchant).take(key, MAX_SECOND_STEP_FAILURES - 1, d.settings.absoluteTimeoutMs, d.now);
    if (!taken.allowed) {
      await revokeSessionStatement(d.db, session.tokenHash, 'SECOND_STEP_FAILED', d.now).run();
      throw new PlatformError(401, 'login.not.session', 'too many failed verifications, please log in again');
    }
    throw codeFailure ?? new PlatformError(400, 'verification_error', 'verification failed');
  }
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
    // A default-password login still has to change it once the step passes (spec section 4).
    passwordIsDefault: (activated?.results?.[0] as { password_is_default?: number } | undefined)?.password_is_default === 1,
    previousLoginTime: record.previousLoginAt,
    needSecondStep: false,
    secondStepMethods: [],
  };
}

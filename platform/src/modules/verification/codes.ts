/**
 * One-time codes (SMS and e-mail): 6 digits, valid CODE_TTL_MS, single use, at most
 * MAX_ATTEMPTS checks, at most SENDS_PER_WINDOW sends per recipient per SEND_WINDOW_MS (counted
 * exactly in the AuthThrottle Durable Object). Sending a new code retires the previous unused one.
 * Messages go to `outbox_messages` (read with GET /__dev/outbox); no SMS or mail provider. An SMS
 * takes one from the brand's SMS quota, when it has one (./quota.ts).
 * Codes are stored as SHA-256 of "<merchant>|<purpose>|<recipient>|<code>".
 */
import { PlatformError, tooManyRequests } from '../../http/envelope';
import { throttleFor, throttleKeys } from '../../throttle/client';
import type { Env } from '../../env';
import { randomDigits, sha256Hex } from '../../crypto/random';
import { useSmsQuota } from './quota';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_LENGTH = 6;
export const MAX_ATTEMPTS = 5;
export const SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 10 * 60 * 1000;

export type CodePurpose = 'LOGIN' | 'REGISTER' | 'SECOND_STEP' | 'BIND' | 'PAYMENT_PASSWORD';
export type Channel = 'SMS' | 'EMAIL';

/** "+82 1012345678": the key codes, outbox rows and send limits use for a phone. */
export function phoneRecipient(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}

const hashOf = (merchant: string, purpose: string, recipient: string, code: string) => sha256Hex(`${merchant}|${purpose}|${recipient}|${code}`);

export interface IssueRequest {
  env: Env;
  merchant: string;
  purpose: CodePurpose;
  channel: Channel;
  recipient: string;
  accountId: number | null;
  now: number;
  /** Whether to really send (false: count the send and answer the same, send nothing). */
  deliver: boolean;
  subject: string | null;
  message: (code: string, minutes: number) => string;
}

/**
 * Checks the send limit, then the brand's SMS quota (an SMS only: checked whether or not it is
 * really sent, taken only when it is), then stores the code and the outbox message in one batch.
 */
export async function issueCode(r: IssueRequest): Promise<{ expiredMinutes: number }> {
  const taken = await throttleFor(r.env, r.merchant).take(throttleKeys.codeSend(r.channel, r.recipient), SENDS_PER_WINDOW, SEND_WINDOW_MS, r.now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, r.now, 'too many requests, retry after 5 minutes');
  if (r.channel === 'SMS') await useSmsQuota(r.env.DB, r.merchant, r.deliver);
  const minutes = CODE_TTL_MS / 60_000;
  if (!r.deliver) return { expiredMinutes: minutes };
  const code = randomDigits(CODE_LENGTH);
  const db = r.env.DB;
  await db.batch([
    db
      .prepare('UPDATE verification_codes SET used_at = ?4 WHERE merchant_code = ?1 AND purpose = ?2 AND recipient = ?3 AND used_at IS NULL')
      .bind(r.merchant, r.purpose, r.recipient, r.now),
    db
      .prepare(
        `INSERT INTO verification_codes (merchant_code, purpose, channel, recipient, account_id, code_hash, max_attempts, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(
        r.merchant,
        r.purpose,
        r.channel,
        r.recipient,
        r.accountId,
        await hashOf(r.merchant, r.purpose, r.recipient, code),
        MAX_ATTEMPTS,
        r.now,
        r.now + CODE_TTL_MS,
      ),
    db
      .prepare('INSERT INTO outbox_messages (merchant_code, channel, recipient, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(r.merchant, r.channel, r.recipient, r.subject, r.message(code, minutes), r.now),
  ]);
  return { expiredMinutes: minutes };
}

export type CodeCheck = { ok: true; accountId: number | null } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

/**
 * Checks a code against the latest unused one for the recipient. Each check uses one attempt
 * (an atomic conditional UPDATE, so parallel guesses cannot exceed MAX_ATTEMPTS); a right code
 * is consumed by another conditional UPDATE, so it works once.
 */
export async function checkCode(
  db: D1Database,
  q: { merchant: string; purpose: CodePurpose; recipient: string; code: string; now: number },
): Promise<CodeCheck> {
  const latest = await db
    .prepare(
      `SELECT id, code_hash, expires_at, account_id FROM verification_codes
        WHERE merchant_code = ?1 AND purpose = ?2 AND recipient = ?3 AND used_at IS NULL
        ORDER BY id DESC LIMIT 1`,
    )
    .bind(q.merchant, q.purpose, q.recipient)
    .first<{ id: number; code_hash: string; expires_at: number; account_id: number | null }>();
  if (!latest) return { ok: false, reason: 'invalid' };
  if (latest.expires_at <= q.now) return { ok: false, reason: 'expired' };
  const attempt = await db
    .prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?1 AND used_at IS NULL AND attempts < max_attempts RETURNING attempts')
    .bind(latest.id)
    .first<{ attempts: number }>();
  if (!attempt) return { ok: false, reason: 'exhausted' };
  if ((await hashOf(q.merchant, q.purpose, q.recipient, q.code.trim())) !== latest.code_hash) {
    return { ok: false, reason: attempt.attempts >= MAX_ATTEMPTS ? 'exhausted' : 'invalid' };
  }
  const used = await db.prepare('UPDATE verification_codes SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL').bind(latest.id, q.now).run();
  if (used.meta.changes !== 1) return { ok: false, reason: 'invalid' };
  return { ok: true, accountId: latest.account_id };
}

const REASONS = {
  invalid: 'invalid verification code',
  expired: 'verification code expired, please resend',
  exhausted: 'too many tries, please resend a code',
} as const;

/**
 * HTTP 400 `verification_code_error` with the reason as message; a code past its lifetime or used up
 * also says so as `value: {reason}` (our extension), so a form can offer a new code.
 */
export function codeError(reason: keyof typeof REASONS): PlatformError {
  return new PlatformError(400, 'verification_code_error', REASONS[reason], reason === 'invalid' ? undefined : { reason });
}

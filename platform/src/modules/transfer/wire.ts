/**
 * What the transfer endpoints share: the wire amount (refused with `wallet.amount_invalid` before
 * anything else, docs/platform-protocol.md "Money"), the request key, and a ledger refusal as the
 * protocol's error.
 */
import { fieldError, PlatformError } from '../../http/envelope';
import type { MoneyErrorCode, MoneyResult } from '../ledger/money-command';
import { isValidKey, REQUEST_ID_RULE } from '../ledger/idempotency';

const STATUS: Partial<Record<MoneyErrorCode, number>> = {
  'wallet.not_found': 404,
  'wallet.state_conflict': 409,
  'wallet.idempotency_key_reused': 409,
  'kyc.required': 403,
};

/** A refusal of the ledger as the protocol's error (docs "Money": status per code); `detail` is the envelope's value. */
export function moneyError(code: MoneyErrorCode, message: string = code, detail?: Record<string, unknown>): PlatformError {
  return new PlatformError(STATUS[code] ?? 400, code, message, detail);
}

/** The value of a ledger answer, or its refusal thrown as the protocol's error. */
export function unwrap<T>(result: MoneyResult): T {
  if (!result.ok) throw moneyError(result.code, result.message, result.detail);
  return result.value as T;
}

/**
 * An amount as sent (a JSON number or a decimal string, at most two decimals, more than zero) in
 * minor units. Parsed as decimal text, never multiplied as a float.
 */
export function amountMinor(raw: unknown): number {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  if (!Number.isSafeInteger(minor) || minor <= 0) throw moneyError('wallet.amount_invalid', 'amount: more than zero, at most two decimals');
  return minor;
}

export function requestKey(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') throw fieldError('requestId', 'not empty');
  if (!isValidKey(raw)) throw fieldError('requestId', REQUEST_ID_RULE);
  return raw;
}

/** A JSON object body (the transfer calls take nothing else). */
export function objectBody(payload: unknown): Record<string, unknown> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw fieldError('body', 'must be a JSON object');
  return payload as Record<string, unknown>;
}

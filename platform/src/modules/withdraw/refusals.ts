/** The withdraw module's refusals as protocol errors (docs/platform-protocol.md, "Money"). */
import { PlatformError } from '../../http/envelope';
import type { MoneyErrorCode } from '../ledger/money-command';

const STATUS: Partial<Record<MoneyErrorCode, number>> = {
  'wallet.not_found': 404,
  'wallet.state_conflict': 409,
  'wallet.idempotency_key_reused': 409,
  'kyc.required': 403,
  'bonus.forfeit_required': 409,
};

/** A refused money command as its protocol error (HTTP 400 unless the catalogue says otherwise). */
export function moneyRefusal(result: { code: MoneyErrorCode; message: string; detail?: Record<string, unknown> }): PlatformError {
  return new PlatformError(STATUS[result.code] ?? 400, result.code, result.message, result.detail);
}

/** A proof image that is not a png or jpg of at most MAX_PROOF_BYTES (413 when the whole body is too large). */
export const fileInvalid = (message: string, status = 400) => new PlatformError(status, 'file.invalid', message);

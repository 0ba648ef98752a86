import type { UserError } from '#gateway/generated/resolvers-types';
import { fromMinorUnits } from '#gateway/upstream/money';
import { userError } from '#gateway/user-errors';

/** The platform's rule for idempotency keys (docs/platform-protocol.md "Money"). */
const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,80}$/;

/** What a transfer input gets refused for before any platform call, if anything. */
export function inputError(input: { requestId: string; amount?: number }): UserError | null {
  if (!REQUEST_ID.test(input.requestId)) return userError('INVALID_INPUT', 'requestId');
  if (input.amount !== undefined && input.amount <= 0) return userError('AMOUNT_INVALID', 'amount');
  return null;
}

/** Minor units as the wire's decimal amount. */
export const wireAmount = (minor: number) => fromMinorUnits(minor);

import type { UserError } from '#gateway/generated/resolvers-types';
import { fromMinorUnits } from '#gateway/upstream/money';
import { userError } from '#gateway/user-errors';
import { isRequestId } from '#gateway/request-id';

/** What a transfer input gets refused for before any platform call, if anything. */
export function inputError(input: { requestId: string; amount?: number }): UserError | null {
  if (!isRequestId(input.requestId)) return userError('INVALID_INPUT', 'requestId');
  if (input.amount !== undefined && input.amount <= 0) return userError('AMOUNT_INVALID', 'amount');
  return null;
}

/** Minor units as the wire's decimal amount. */
export const wireAmount = (minor: number) => fromMinorUnits(minor);

import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { moneyAmount } from '#app/kernel/money/money-schema';
import type { MoneyBounds } from '#app/kernel/money/money-input';
import { MAX_PROOF_BYTES, PROOF_TYPES } from './proof';
import { requestIdField } from '#app/components/forms/request-id';

/** The form's idempotency key (a UUID the loader made); anything else means the page is stale. */
const requestId = requestIdField('withdraw.errors.reload');

const withdrawalId = z.string({ error: 'withdraw.errors.reload' }).regex(/^\d{1,15}$/, 'withdraw.errors.reload');

/**
 * The withdrawal form; the amount's bounds are the brand's limits and what the main wallet holds.
 * `bonusActive`: the member has a bonus whose turnover is not met, which the withdrawal forfeits
 * (docs/decisions/067): the form then asks the member to confirm it, knowing the amount.
 */
export function withdrawSchema(bounds: MoneyBounds, bonusActive = false) {
  return z.object({
    intent: z.literal('withdraw'),
    cardId: z.string({ error: 'withdraw.errors.chooseCard' }).regex(/^\d{1,15}$/, 'withdraw.errors.chooseCard'),
    amount: moneyAmount(bounds),
    paymentPassword: z
      .string({ error: 'withdraw.errors.paymentPassword' })
      .min(1, 'withdraw.errors.paymentPassword')
      .max(64, 'withdraw.errors.paymentPassword'),
    requestId,
    // The box's value is the bonus's id: the platform forfeits that one only (not one started since).
    forfeitBonus: bonusActive
      ? z.string({ error: 'withdraw.errors.confirmForfeit' }).regex(/^\d{1,15}$/, 'withdraw.errors.confirmForfeit')
      : z
          .string()
          .regex(/^\d{1,15}$/)
          .optional(),
  });
}

/** "Received" for one paid withdrawal. */
export const receivedSchema = z.object({ intent: z.literal('received'), withdrawalId });

/** "Not received" for one paid withdrawal, with the proof image (type and size; the action reads its first bytes too). */
export const notReceivedSchema = z.object({
  intent: z.literal('notReceived'),
  withdrawalId,
  proof: z
    .instanceof(File, { message: 'withdraw.errors.proofRequired' })
    .refine((file) => file.size > 0, 'withdraw.errors.proofRequired')
    .refine((file) => file.size <= MAX_PROOF_BYTES, 'withdraw.errors.proofTooLarge')
    .refine((file) => (PROOF_TYPES as readonly string[]).includes(file.type), 'withdraw.errors.proofType'),
});

/** "All received": every paid withdrawal still awaiting an answer. */
export const allReceivedSchema = z.object({ intent: z.literal('allReceived') });

/** What the withdraw page's forms post (each carries its intent in a hidden field). */
export function withdrawActionSchema(bounds: MoneyBounds, bonusActive = false) {
  return z.discriminatedUnion('intent', [withdrawSchema(bounds, bonusActive), receivedSchema, notReceivedSchema, allReceivedSchema]);
}

export type WithdrawIntent = 'withdraw' | 'received' | 'notReceived' | 'allReceived';

/** The withdraw page's action answer. */
export interface WithdrawActionData {
  /** Which form posted (null: the post could not be read), and for a receipt answer which withdrawal, so only that form shows the answer. */
  intent: WithdrawIntent | null;
  withdrawalId: string | null;
  /** Conform's answer (never the payment password or the image). */
  result: SubmissionResult<string[]>;
}

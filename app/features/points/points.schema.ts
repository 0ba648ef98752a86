import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { parseWholeInput } from '#app/kernel/money/money-input';
import { requestIdField } from '#app/components/forms/request-id';

/** The form's idempotency key (a UUID the loader made); anything else means the page is stale. */
const requestId = requestIdField('pointMall.errors.reload');
const paymentPassword = z
  .string({ error: 'pointMall.errors.paymentPassword' })
  .min(1, 'pointMall.errors.paymentPassword')
  .max(64, 'pointMall.errors.paymentPassword');
const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

/**
 * A count typed as 0: the spec's validation message "must be greater than 1" (docs/spec-index.md#validation-rules),
 * worded as what the check does, since 1 itself is accepted (docs/decisions/050).
 */
const BELOW_ONE = 'pointMall.errors.belowOne';

/** Redeeming one reward: the quantity (1..max), the delivery address and phone when it ships, the payment password. */
export function redeemSchema({ maxQuantity, needsDelivery }: { maxQuantity: number; needsDelivery: boolean }) {
  const quantityMessage = problem('pointMall.errors.quantity', { max: maxQuantity });
  const address = z.string({ error: 'pointMall.errors.address' }).trim().min(1, 'pointMall.errors.address').max(200, 'pointMall.errors.address');
  const phone = z
    .string({ error: 'pointMall.errors.phone' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'pointMall.errors.phone');
  return z.object({
    intent: z.literal('redeem'),
    rewardId: z.string({ error: 'pointMall.errors.reload' }).regex(/^\d{1,10}$/, 'pointMall.errors.reload'),
    quantity: wholeNumber(quantityMessage).pipe(z.number().int().min(1, BELOW_ONE).max(maxQuantity, quantityMessage)),
    deliveryAddress: needsDelivery ? address : z.string().optional(),
    phone: needsDelivery ? phone : z.string().optional(),
    paymentPassword,
    requestId,
  });
}

/** Points as typed ("1,000" in English), by the money fields' rules: a decimal or a misplaced separator is refused. */
const points = (locale: string) =>
  z.string({ error: 'pointMall.errors.points' }).transform((text, ctx) => {
    const read = parseWholeInput(text, locale);
    if (read.ok && read.value >= 1) return read.value;
    ctx.addIssue({ code: 'custom', message: read.ok ? BELOW_ONE : 'pointMall.errors.points' });
    return z.NEVER;
  });

/** Converting points: a whole number (the minimum, step and balance are the platform's to say). */
export const convertSchema = (locale = 'en') =>
  z.object({
    intent: z.literal('convert'),
    points: points(locale),
    paymentPassword,
    requestId,
  });

export type PointMallIntent = 'redeem' | 'convert';

/** The action's answer: which form posted, and conform's result (never the payment password). */
export interface PointMallActionData {
  intent: PointMallIntent | null;
  result: SubmissionResult<string[]>;
}

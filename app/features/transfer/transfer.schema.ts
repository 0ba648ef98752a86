import * as z from 'zod';
import { moneyAmount } from '#app/kernel/money/money-schema';
import type { MoneyBounds } from '#app/kernel/money/money-input';
import { requestIdField } from '#app/components/forms/request-id';

/** The form's idempotency key (a UUID the loader made); anything else means the page is stale. */
const requestId = requestIdField('transfer.errors.reload');

const wallet = z.string({ error: 'transfer.errors.chooseWallet' }).trim().min(1, 'transfer.errors.chooseWallet').max(40, 'transfer.errors.chooseWallet');

/** transferFund: main ↔ a vendor's wallet; the amount is read by the visitor's language. */
export function walletTransferSchema(locale: string) {
  return z
    .object({
      intent: z.literal('transfer'),
      from: wallet,
      to: wallet,
      amount: moneyAmount({ min: 1, locale }),
      requestId,
    })
    .superRefine((value, ctx) => {
      if (value.from === value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'cashier.errors.sameWallet' });
    });
}

/** transferFund: every vendor wallet back to main. */
export const allToMainSchema = z.object({ intent: z.literal('allToMain'), requestId });

/** What the transferFund page's two forms post (each carries its intent in a hidden field). */
export const transferFundActionSchema = (locale: string) => z.discriminatedUnion('intent', [walletTransferSchema(locale), allToMainSchema]);

/** transferUpline: the brand's limits are the amount's bounds (with the visitor's language). */
export function playerTransferSchema(bounds: MoneyBounds) {
  return z.object({
    recipient: z
      .string({ error: 'transfer.errors.chooseRecipient' })
      .trim()
      .min(1, 'transfer.errors.chooseRecipient')
      .max(40, 'transfer.errors.chooseRecipient'),
    amount: moneyAmount(bounds),
    paymentPassword: z
      .string({ error: 'transfer.errors.paymentPassword' })
      .min(1, 'transfer.errors.paymentPassword')
      .max(64, 'transfer.errors.paymentPassword'),
    requestId,
  });
}

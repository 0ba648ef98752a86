import { z } from 'zod';
import { amount, flag, id, timestamp } from './common';

/** Withdrawals and receipt confirmation (docs/platform-protocol.md "Withdrawals and receipt confirmation"). */

const card = z.object({ cardId: id, bankName: z.string(), maskedNumber: z.string(), accountName: z.string() });

/** MCSFE_getWithdrawSettings: the live platform is known to send minimumAmount and maximumAmount; the rest is our definition. */
export const withdrawSettingsSchema = z.object({
  minimumAmount: amount,
  maximumAmount: amount,
  dailyCount: z.number().int().nonnegative(),
  usedToday: z.number().int().nonnegative(),
  remainingToday: z.number().int().nonnegative(),
  availableBalance: amount,
  heldBalance: amount.nullish(),
  currency: z.string().nullish(),
  autoApprove: flag,
  receiptConfirmMinutes: z.number().int().positive(),
  hasPaymentPassword: flag,
  bankCards: z
    .array(card)
    .nullish()
    .transform((v) => v ?? []),
});

export const withdrawalSchema = z.object({
  id,
  amount,
  status: z.enum(['HELD', 'PAID', 'REFUNDED']),
  rejectReason: z.string().nullish(),
  card: card.nullish(),
  createdAt: timestamp,
  decidedAt: timestamp.nullish(),
  receipt: z.enum(['AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED']).nullish(),
  receiptDeadline: timestamp.nullish(),
  confirmedAt: timestamp.nullish(),
  hasProof: flag.nullish(),
});

export type WithdrawalDto = z.output<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({
  list: z.array(withdrawalSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

export const paymentConfirmationsSchema = z.object({
  confirmMinutes: z.number().int().positive(),
  list: z.array(withdrawalSchema),
});

export const receiptAnswerSchema = z.object({ list: z.array(withdrawalSchema) });

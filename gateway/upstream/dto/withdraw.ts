import * as z from 'zod';
import { memberRead, memberWrite, relay, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';
import { bonusWalletFields } from './wallet';

/** Withdrawals and receipt confirmation (docs/platform-protocol.md "Withdrawals and receipt confirmation"). */

const card = z.object({ cardId: id, bankName: z.string(), maskedNumber: z.string(), accountName: z.string() });

/** MCSFE_getWithdrawSettings: the live platform is known to send minimumAmount and maximumAmount; the rest is our definition. */
export const withdrawSettingsSchema = z.lazy(() =>
  z.object({
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
    ...bonusWalletFields(),
  }),
);

export const withdrawalSchema = z.lazy(() =>
  z.object({
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
  }),
);

export type WithdrawalDto = z.output<typeof withdrawalSchema>;

export const withdrawalListSchema = z.lazy(() =>
  z.object({
    list: z.array(withdrawalSchema),
    total: z.number().int().nonnegative(),
    pageNo: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
);

export const paymentConfirmationsSchema = z.lazy(() =>
  z.object({
    confirmMinutes: z.number().int().positive(),
    list: z.array(withdrawalSchema),
  }),
);

export const receiptAnswerSchema = z.lazy(() => z.object({ list: z.array(withdrawalSchema) }));

/** The withdrawals' and receipt confirmation's rows of the endpoint table (endpoints.ts; docs/platform-protocol.md): the request is sealed, as on live sites. */
export const withdrawEndpoints = {
  withdrawSettings: memberRead(relay('MCSFE_getWithdrawSettings'), 'COMM3', withdrawSettingsSchema),
  requestWithdrawal: sealedMemberWrite('/wps/v2/transaction/withdraw', 'COMM3', withdrawalSchema),
  withdrawals: memberRead('/wps/v2/transaction/withdraw/list', 'COMM3', withdrawalListSchema),
  paymentConfirmations: memberRead(relay('MCSFE_getPaymentConfirmationList'), 'COMM3', paymentConfirmationsSchema),
  processReceipt: memberWrite(relay('MCSFE_processC2CTransaction'), 'COMM3', receiptAnswerSchema),
} satisfies Record<string, EndpointDef>;

import * as z from 'zod';
import { memberRead, type EndpointDef } from '../endpoint-row';
import { amount, id, timestamp } from './common';

/**
 * The bonus wallet's part of a balance answer (our extension, docs/decisions/067): what the BONUS
 * account holds and the active grant with its meter. Absent on a platform without it.
 */
export const bonusWalletFields = () => ({
  bonusBalance: amount.nullish(),
  bonus: z
    .object({
      grantId: id,
      amount,
      turnoverRequired: amount,
      turnoverDone: amount,
      turnoverLeft: amount,
      maxStake: amount.nullish(),
      expiresAt: timestamp.nullish(),
      stakeOrder: z.enum(['CASH_FIRST', 'BONUS_FIRST']).catch('CASH_FIRST'),
      contributions: z
        .array(z.object({ gameType: z.string(), percent: z.number().int().min(0).max(100) }))
        .nullish()
        .transform((v) => v ?? []),
      defaultContribution: z.number().int().min(0).max(100).nullish(),
      queued: z.number().int().nonnegative().catch(0),
    })
    .nullish(),
});

export const balanceSchema = z.lazy(() =>
  z.object({
    balance: amount,
    currency: z.string().nullish(),
    /** Main + vendor wallets (transfer mode); our definition, so optional. */
    sumBalance: amount.nullish(),
    /** Each vendor wallet's balance (transfer mode). */
    wallets: z
      .array(z.object({ vendorCode: z.string(), availBalance: amount }))
      .nullish()
      .transform((w) => w ?? []),
    ...bonusWalletFields(),
  }),
);

/** The wallet's row of the endpoint table (endpoints.ts). */
export const walletEndpoints = {
  balance: memberRead('/wps/v2/wallets/balance', 'COMM3', balanceSchema),
} satisfies Record<string, EndpointDef>;

import { z } from 'zod';
import { amount } from './common';

export const balanceSchema = z.object({
  balance: amount,
  currency: z.string().nullish(),
  /** Main + vendor wallets (transfer mode); our definition, so optional. */
  sumBalance: amount.nullish(),
  /** Each vendor wallet's balance (transfer mode). */
  wallets: z
    .array(z.object({ vendorCode: z.string(), availBalance: amount }))
    .nullish()
    .transform((w) => w ?? []),
});

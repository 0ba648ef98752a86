import * as z from 'zod';
import { memberRead, type EndpointDef } from '../endpoint-row';
import { amount } from './common';

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
  }),
);

/** The wallet's row of the endpoint table (endpoints.ts). */
export const walletEndpoints = {
  balance: memberRead('/wps/v2/wallets/balance', 'COMM3', balanceSchema),
} satisfies Record<string, EndpointDef>;

import { z } from 'zod';
import { amount, flag, id, timestamp } from './common';

/** Deposits (docs/platform-protocol.md "Deposits"): `allowDeposit` and methods are known on live platforms; the rest is our definition. */

const kind = z.enum(['QR', 'LAUNCH_URL', 'CRYPTO', 'MANUAL']);

const account = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

export const depositSettingsSchema = z.object({
  allowDeposit: flag,
  currency: z.string().nullish(),
  methods: z
    .array(
      z.object({
        code: z.string(),
        kind,
        name: z.string(),
        bankTypes: z.array(z.string()),
        vendorId: z.number().int().nullish(),
        mcsBankCode: z.string().nullish(),
        minAmount: amount,
        maxAmount: amount,
        account: account.nullish(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

export type DepositSettingsDto = z.output<typeof depositSettingsSchema>;
export type DepositMethodDto = DepositSettingsDto['methods'][number];

/**
 * A link the member's browser will follow or load: a path on the portal's origin or an https
 * address; anything else (javascript:, data:, plain http) is dropped rather than rendered.
 */
const pageUrl = z
  .string()
  .nullish()
  .transform((value) => {
    if (!value) return null;
    if (/^\/(?![/\\])/.test(value)) return value;
    try {
      return new URL(value).protocol === 'https:' ? value : null;
    } catch {
      return null;
    }
  });

export const depositSchema = z.object({
  depositId: id,
  status: z.enum(['PENDING', 'PAID', 'CANCELLED', 'REJECTED']),
  methodCode: z.string(),
  methodName: z.string().nullish(),
  kind,
  bankType: z.string(),
  amount,
  createdAt: timestamp,
  settledAt: timestamp.nullish(),
  firstDeposit: flag.nullish(),
  paymentUrl: pageUrl,
  qrImageUrl: pageUrl,
  walletAddress: z.string().nullish(),
  account: account.nullish(),
  payeeName: z.string().nullish(),
});

export type DepositDto = z.output<typeof depositSchema>;

export const depositListSchema = z.object({
  list: z.array(depositSchema),
  total: z.number().int().nonnegative(),
});

import * as z from 'zod';
import { memberRead, memberWrite, relay, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';

/** Deposits (docs/platform-protocol.md "Deposits"): `allowDeposit` and methods are known on live platforms; the rest is our definition. */

const kind = z.enum(['QR', 'LAUNCH_URL', 'CRYPTO', 'MANUAL']);

const account = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

export const depositSettingsSchema = z.lazy(() =>
  z.object({
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
  }),
);

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

export const depositSchema = z.lazy(() =>
  z.object({
    depositId: id,
    // HELD is our extension (docs/platform-protocol.md "Deposits"): a late payment held for the operator.
    status: z.enum(['PENDING', 'PAID', 'CANCELLED', 'REJECTED', 'HELD']),
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
  }),
);

export type DepositDto = z.output<typeof depositSchema>;

export const depositListSchema = z.lazy(() =>
  z.object({
    list: z.array(depositSchema),
    total: z.number().int().nonnegative(),
  }),
);

/**
 * The deposits' rows of the endpoint table (endpoints.ts): settings and the four deposit calls are
 * known (docs/platform-protocol.md "Deposits"); the list, one deposit and cancel are our definition.
 */
export const depositEndpoints = {
  depositSettings: memberRead(relay('MCSFE_getDepositSettings'), 'DPSTBAS3', depositSettingsSchema),
  depositByQrImage: memberWrite(relay('MCSFE_depositByQRImageUrl'), 'DPSTBAS3', depositSchema),
  depositByLaunchUrl: memberWrite(relay('MCSFE_depositByLaunchUrl'), 'DPSTBAS3', depositSchema),
  depositVirtualWallet: memberWrite(relay('MCSFE_depositVirtualWallet'), 'DPSTBAS3', depositSchema),
  depositManualTransfer: memberWrite(relay('MCSFE_manualTransferByAccountName'), 'DPSTBAS3', depositSchema),
  depositList: memberRead(relay('MCSFE_getDepositList'), 'DPSTBAS3', depositListSchema),
  depositOne: memberRead(relay('MCSFE_getDeposit'), 'DPSTBAS3', depositSchema),
  cancelDeposit: memberWrite(relay('MCSFE_cancelDeposit'), 'DPSTBAS3', depositSchema),
} satisfies Record<string, EndpointDef>;

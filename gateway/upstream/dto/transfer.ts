import * as z from 'zod';
import { memberRead, memberWrite, relay, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';

/** GCS_merchantWallet: the live platform is known to send `isSingle`; the rest is our definition. */
export const merchantWalletSchema = z.lazy(() =>
  z.object({
    isSingle: flag,
    vendors: z
      .array(z.object({ vendorCode: z.string(), vendorName: z.string().nullish() }))
      .nullish()
      .transform((v) => v ?? []),
  }),
);

/** GCS_walletTransfer: a transfer's id and amount, or (allToMain) the amount brought back. */
export const walletTransferSchema = z.lazy(() =>
  z.object({
    transferId: id.nullish(),
    amount: amount.nullish(),
    movedAmount: amount.nullish(),
  }),
);

const party = z.object({ username: z.string(), nickname: z.string() });

export const transferOptionsSchema = z.lazy(() =>
  z.object({
    isAgent: flag,
    canSend: flag,
    upline: party.nullish(),
    minAmount: amount,
    maxAmount: amount,
    paymentPasswordSet: flag,
  }),
);

export const downlineSearchSchema = z.lazy(() =>
  z.object({
    list: z.array(party.extend({ level: z.number().int(), isAgent: flag })),
  }),
);

export const playerTransferSchema = z.lazy(() =>
  z.object({
    transferId: id,
    status: z.enum(['DEBITED', 'COMPLETED']),
    amount,
  }),
);

export const transferListSchema = z.lazy(() =>
  z.object({
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    list: z.array(
      party.extend({
        transferId: id,
        direction: z.enum(['OUT', 'IN']),
        amount,
        status: z.enum(['DEBITED', 'COMPLETED']),
        createdAt: timestamp,
        completedAt: timestamp.nullish(),
      }),
    ),
  }),
);

export type TransferListDto = z.output<typeof transferListSchema>;

/** The transfers' rows of the endpoint table (endpoints.ts). */
export const transferEndpoints = {
  walletTransfer: memberWrite(relay('GCS_walletTransfer'), 'FUNDTRANS3', walletTransferSchema),
  merchantWallet: memberRead(relay('GCS_merchantWallet'), 'COMM3', merchantWalletSchema),
  // Player transfers: our definition (docs/platform-protocol.md, "Transfers (wallet and player)").
  transferOptions: memberRead(relay('MCS2_transferOptions'), 'COMM3', transferOptionsSchema),
  downlineSearch: memberRead(relay('MCS2_searchDownline'), 'COMM3', downlineSearchSchema),
  transferToPlayer: sealedMemberWrite(relay('MCS2_transferToPlayer'), 'COMM3', playerTransferSchema),
  transferList: memberRead(relay('MCS2_transferList'), 'COMM3', transferListSchema),
} satisfies Record<string, EndpointDef>;

/** The member's records (docs/platform-protocol.md "Records"): amounts become minor units here. */
import * as z from 'zod';
import { memberRead, relay, type EndpointDef } from '../endpoint-row';
import { amount, timestamp } from './common';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const movementSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    time: timestamp,
    type: z.enum([
      'OPENING',
      'DEPOSIT',
      'WITHDRAW_HOLD',
      'WITHDRAW_PAID',
      'WITHDRAW_REFUND',
      'WALLET_TRANSFER',
      'PLAYER_TRANSFER_OUT',
      'PLAYER_TRANSFER_IN',
      'BET',
      'WIN',
      'JACKPOT_WIN',
      'TOURNAMENT_BUYIN',
      'TOURNAMENT_PRIZE',
      'BONUS',
      'BONUS_RELEASE',
      'BONUS_FORFEIT',
      'REBATE',
      'POINTS',
      'ADJUSTMENT',
    ]),
    group: z.enum(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS', 'ADJUSTMENT']),
    status: z.enum(['PENDING', 'COMPLETED', 'REFUNDED', 'CANCELLED']),
    amount,
    wallet: z.string().default(''),
    reference: text,
    detail: z
      .object({
        method: text,
        bankName: text,
        counterparty: text,
        fromWallet: text,
        toWallet: text,
        gameName: text,
        vendorCode: text,
        gameType: text,
      })
      .partial()
      .default({}),
  }),
);
export type MovementDto = z.output<typeof movementSchema>;

const pageFields = { pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int().nonnegative() };

export const transactionHistorySchema = z.lazy(() =>
  z.object({
    list: z.array(movementSchema),
    ...pageFields,
    totals: z.object({ in: amount, out: amount, net: amount }),
  }),
);

export const betRecordSchema = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    roundId: z.string(),
    time: timestamp,
    settledAt: timestamp.nullish().transform((v) => v ?? null),
    gameName: z.string(),
    vendorCode: z.string(),
    vendorName: z.string(),
    gameType: z.string(),
    gameTypeName: z.string(),
    stake: amount,
    validBet: amount,
    payout: amount,
    winLoss: amount.nullable(),
    status: z.enum(['OPEN', 'SETTLED', 'VOID']),
  }),
);

export const bettingRecordsSchema = z.lazy(() =>
  z.object({
    list: z.array(betRecordSchema),
    ...pageFields,
    totals: z.object({ stake: amount, validBet: amount, payout: amount, winLoss: amount }),
  }),
);

export const profitRowSchema = z.lazy(() =>
  z.object({
    periodStart: z.string(),
    periodEnd: z.string(),
    gameType: z.string(),
    gameTypeName: z.string(),
    bets: z.number().int(),
    stake: amount,
    turnover: amount,
    winLoss: amount,
  }),
);

export const personalProfitSchema = z.lazy(() =>
  z.object({
    list: z.array(profitRowSchema),
    ...pageFields,
    totals: z.object({ bets: z.number().int(), stake: amount, turnover: amount, winLoss: amount }),
  }),
);

/**
 * The records' rows of the endpoint table (endpoints.ts): the movements call is known (MEMTRANS3);
 * its fields, betting records and profit are our definition (docs/platform-protocol.md "Records").
 */
export const recordsEndpoints = {
  transactionHistory: memberRead(relay('ODSFE2_MemTransDet'), 'MEMTRANS3', transactionHistorySchema),
  bettingRecords: memberRead(relay('MCSFE_getBettingRecords'), 'MEMTRANS3', bettingRecordsSchema),
  personalProfit: memberRead(relay('MCSFE_getPersonalProfit'), 'MEMTRANS3', personalProfitSchema),
} satisfies Record<string, EndpointDef>;

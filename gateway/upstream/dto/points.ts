/** The points mall, PTSYS3 (docs/platform-protocol.md "Points mall"; our definition beyond the relay names). */
import * as z from 'zod';
import { memberRead, relay, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { amount, id, timestamp } from './common';

const count = z.number().int().nonnegative();
const points = z.number().int();
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const nullableTime = timestamp.nullish().transform((v) => v ?? null);

export const exchangeTypeSchema = z.lazy(() => z.enum(['COUPON', 'LIFE_SERVICE', 'GIFT']));
export const exchangeStatusSchema = z.lazy(() => z.enum(['IN_PROCESS', 'REJECTED', 'APPROVED']));
export const pointTypeSchema = z.lazy(() => z.enum(['LIVE', 'LOTTERY', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'ADJUSTMENT']));

/** MCS2_getPointBalance. */
export const pointBalanceSchema = z.lazy(() => z.object({ points: count, convertibleAmount: amount }));

export const pointRewardSchema = z.lazy(() =>
  z.object({
    rewardId: id,
    exchangeType: exchangeTypeSchema,
    name: z.string(),
    description: z.string(),
    points: count,
    stock: count,
    needsDelivery: z.boolean(),
    maxPerMember: count.nullish().transform((v) => v ?? null),
    heldByMember: count,
  }),
);
export type PointRewardDto = z.output<typeof pointRewardSchema>;

/** MCS2_getPointReward. */
export const pointRewardListSchema = z.lazy(() => z.object({ list: z.array(pointRewardSchema), redeemMaxQuantity: count }));

const pointExchangeShape = () => ({
  exchangeId: id,
  transactionNo: z.string(),
  appliedAt: timestamp,
  exchangeType: exchangeTypeSchema,
  rewardId: id,
  rewardName: z.string(),
  quantity: count,
  pointsEach: count,
  pointsTotal: count,
  status: exchangeStatusSchema,
  remark: nullableText,
  deliveryAddress: nullableText,
  phone: nullableText,
  decidedAt: nullableTime,
});
export const pointExchangeSchema = z.lazy(() => z.object(pointExchangeShape()));
export type PointExchangeDto = z.output<typeof pointExchangeSchema>;

/** MCS2_getRedeemPointList. */
export const pointExchangePageSchema = z.lazy(() => z.object({ list: z.array(pointExchangeSchema), total: count, pageNo: count, pageSize: count }));

/** passwordCheck/MCS2_redeemPointReward: the exchange and the points left. */
export const pointRedeemSchema = z.lazy(() => z.object({ ...pointExchangeShape(), points: count }));

/** passwordCheck/MCS2_convertPoint. */
export const pointConversionSchema = z.lazy(() =>
  z.object({
    conversionId: id,
    points: count,
    amount,
    status: z.enum(['PENDING', 'DONE']),
    createdAt: timestamp,
    completedAt: nullableTime,
    pointsLeft: count,
  }),
);

/** ODSFE2_MemTransDet?accountType=POINTS: the points account's movements. */
export const pointDetailPageSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object({ id, type: pointTypeSchema, points, reference: nullableText, createdAt: timestamp, balanceAfter: points })),
    total: count,
    pageNo: count,
    pageSize: count,
  }),
);

/** MCS2_getPointConfig. */
export const pointConfigSchema = z.lazy(() =>
  z.object({
    depositRatios: z.array(z.object({ minDeposit: amount, amountPerPoint: amount })),
    betRatios: z.array(z.object({ gameType: z.string(), pointType: pointTypeSchema, validAmountPerPoint: amount })),
    convertEnabled: z.boolean(),
    convertRate: amount,
    convertMinPoints: count,
    convertStepPoints: count,
    redeemMaxQuantity: count,
    pointsExpire: z.boolean(),
  }),
);

/** The points mall's rows of the endpoint table (endpoints.ts; docs/platform-protocol.md "Points mall"): personal, never cached. */
export const pointsEndpoints = {
  pointBalance: memberRead(relay('MCS2_getPointBalance'), 'PTSYS3', pointBalanceSchema, { alternate: 'MCSFE_getPointBalance' }),
  pointRewards: memberRead(relay('MCS2_getPointReward'), 'PTSYS3', pointRewardListSchema, { alternate: 'MCSFE_getPointReward' }),
  redeemList: memberRead(relay('MCS2_getRedeemPointList'), 'PTSYS3', pointExchangePageSchema, { alternate: 'MCSFE_getRedeemPointList' }),
  pointConfig: memberRead(relay('MCS2_getPointConfig'), 'PTSYS3', pointConfigSchema, { alternate: 'MCSFE_getPointConfig' }),
  // The spec lists ODSFE2_MemTransDet under points too: accountType=POINTS (our extension) asks for
  // the points account. The module is the feature's: the brand's points switch governs it, as it
  // does the other points calls.
  pointTransactions: memberRead(relay('ODSFE2_MemTransDet'), 'PTSYS3', pointDetailPageSchema, { query: { accountType: 'POINTS' } }),
  redeemPointReward: sealedMemberWrite(relay('passwordCheck/MCS2_redeemPointReward'), 'PTSYS3', pointRedeemSchema),
  convertPoint: sealedMemberWrite(relay('passwordCheck/MCS2_convertPoint'), 'PTSYS3', pointConversionSchema),
} satisfies Record<string, EndpointDef>;

/** Rewards, missions, rebate and referral (docs/platform-protocol.md "Rewards"; our definition beyond the relay names). */
import * as z from 'zod';
import { guestRead, memberRead, memberWrite, relay, type EndpointDef } from '../endpoint-row';
import { amount, id, timestamp } from './common';

const count = z.number().int().nonnegative();
const nullableTime = timestamp.nullish().transform((v) => v ?? null);

export const activityStatusSchema = z.lazy(() =>
  z.enum(['join', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming', 'close']),
);

export const promotionSchema = z.lazy(() =>
  z.object({
    id,
    promotionType: z.string(),
    category: z.string(),
    kind: z.enum(['CLAIM', 'APPLY', 'TURNOVER', 'EVENT', 'RAFFLE']),
    title: z.string(),
    content: z.string(),
    bonus: amount,
    turnoverMultiplier: count,
    target: amount,
    rafflePrizes: z.array(amount),
    startsAt: timestamp,
    endsAt: nullableTime,
    status: activityStatusSchema,
    progress: amount.nullish().transform((v) => v ?? null),
    claimedAmount: amount.optional().transform((v) => v ?? 0),
    claimedAt: nullableTime,
  }),
);
export type PromotionDto = z.output<typeof promotionSchema>;

/** MCSFE_getAvailablePromotions and MCSFE_getMerchantAvailablePromotions. */
export const promotionListSchema = z.lazy(() => z.object({ categories: z.array(z.string()), list: z.array(promotionSchema) }));

/** MCS2_joinPromotion. */
export const promotionJoinSchema = z.lazy(() => z.object({ promotionId: id, joined: z.boolean() }));
/** MCS2_claimPromotion and MCS2_claimRafflePromotion. */
export const promotionClaimSchema = z.lazy(() => z.object({ promotionId: id, amount, claimedAt: timestamp, status: z.literal('claimed') }));

/** MCS2_getPromotionClaimList. */
/**
 * MCS2_getPromotionClaimList. The spec's rows are promotion claims; `id` and `kind` (every other bonus
 * the ledger paid: first deposit, mission, referral, rebate…) are our extension, absent from a
 * platform that lists promotion claims only (docs/platform-protocol.md "Rewards").
 */
export const bonusListSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        id: z
          .union([z.string(), z.number()])
          .nullish()
          .transform((v) => (v == null ? null : String(v))),
        kind: z
          .enum(['PROMOTION', 'FIRST_DEPOSIT', 'MISSION', 'REFERRAL', 'REBATE', 'CONTRACT', 'TOURNAMENT', 'OTHER'])
          .nullish()
          .transform((v) => v ?? 'PROMOTION'),
        promotionId: id.nullish().transform((v) => v ?? null),
        title: z.string(),
        category: z.string(),
        amount,
        paidAt: timestamp,
        turnoverRequired: amount,
        turnoverDone: amount,
        completed: z.boolean(),
        /** The bonus wallet's grant (our extension, docs/decisions/067): absent or null for a bonus paid to cash. */
        grant: z
          .object({
            id,
            status: z.enum(['QUEUED', 'ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED', 'SPENT']),
            expiresAt: timestamp.nullish().transform((v) => v ?? null),
            maxStake: amount.nullish().transform((v) => v ?? null),
            ended: amount.nullish().transform((v) => v ?? null),
            endedAt: timestamp.nullish().transform((v) => v ?? null),
          })
          .nullish()
          .transform((v) => v ?? null),
      }),
    ),
  }),
);

/** POST /wps/member/bonus/forfeit (our extension, docs/platform-protocol.md "Bonus wallet"). */
export const bonusForfeitSchema = z.lazy(() => z.object({ grantId: id, forfeited: amount }));

/** MCSFE_getMissionSummaryDetails. */
export const missionSummarySchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        missionId: id,
        title: z.string(),
        gameType: z.string().nullable(),
        startsAt: timestamp,
        endsAt: timestamp,
        progress: amount,
        target: amount,
        reachedMilestones: count,
        claimableMilestones: count,
        milestoneCount: count,
      }),
    ),
    total: count,
  }),
);

/** MCSFE_getMissionMilestones. */
export const missionMilestonesSchema = z.lazy(() =>
  z.object({
    missionId: id,
    progress: amount,
    list: z.array(z.object({ step: z.number().int().positive(), target: amount, reward: amount, reached: z.boolean(), claimed: z.boolean() })),
  }),
);

/** MCSFE_getMissionLeaderboard. */
export const missionLeaderboardSchema = z.lazy(() =>
  z.object({
    missionId: id,
    title: z.string(),
    progress: amount,
    list: z.array(z.object({ rank: z.number().int().positive(), username: z.string(), reachedValue: amount, me: z.boolean() })),
    footer: z.object({ rank: z.number().int().positive().nullable(), reachedValue: amount }),
  }),
);

/** MCSFE_claimMissionReward. */
export const missionClaimSchema = z.lazy(() => z.object({ missionId: id, step: z.number().int(), reward: amount }));

/** MCSFE_getCustomerRebateSettingByProductType. */
export const rebateSettingsSchema = z.lazy(() => z.object({ list: z.array(z.object({ productType: z.string(), rate: z.number() })) }));

const rebateLine = z.lazy(() => z.object({ gameType: z.string(), valid: amount, rateBp: z.number().int().min(0).max(10_000), rebate: amount }));

/** MCSFE_getRebateSummary. */
export const rebateSummarySchema = z.lazy(() =>
  z.object({
    from: timestamp,
    to: timestamp,
    lines: z.array(rebateLine),
    total: amount,
    claims: z.array(z.object({ id, from: timestamp, to: timestamp, amount, claimedAt: timestamp })),
  }),
);

/** MCSFE_claimRebate. */
export const rebateClaimSchema = z.lazy(() => z.object({ id, amount, from: timestamp, to: timestamp, lines: z.array(rebateLine) }));

/** MCSFE_getReferralDetails. */
export const referralSchema = z.lazy(() =>
  z.object({
    referralCode: z.string().nullable(),
    totalInvitations: count,
    totalReward: amount,
    rewardPerInvitee: amount,
    minFirstDeposit: amount.optional().transform((v) => v ?? 0),
    list: z.array(
      z.object({
        username: z.string(),
        joinedAt: timestamp,
        deposited: z.boolean(),
        status: z.enum(['REGISTERED', 'QUALIFIED', 'PAID']),
        reward: amount,
        paidAt: nullableTime,
      }),
    ),
  }),
);

const vipLevel = z.lazy(() => z.object({ level: count, minDeposit: amount, minValidBet: amount }));

/** MCSFE_getPlayerRankProgress: the member's level, lifetime totals, the next level (null at the top) and the ladder. */
export const vipProgressSchema = z.lazy(() =>
  z.object({
    level: count,
    deposit: amount,
    validBet: amount,
    next: vipLevel.nullable(),
    levels: z.array(vipLevel),
  }),
);

/**
 * The missions' and rewards' rows of the endpoint table (endpoints.ts; docs/platform-protocol.md
 * "Rewards"): missions MISSIONLB3, promotions REWCEN3 (the brand's list is public), rebate
 * MANPLAYREB3; never cached.
 */
export const rewardsEndpoints = {
  missionSummary: memberRead(relay('MCSFE_getMissionSummaryDetails'), 'MISSIONLB3', missionSummarySchema, { alternate: 'MCS2_getMissionSummaryDetails' }),
  missionLeaderboard: memberRead(relay('MCSFE_getMissionLeaderboard'), 'MISSIONLB3', missionLeaderboardSchema, { alternate: 'MCS2_getMissionLeaderboard' }),
  missionMilestones: memberRead(relay('MCSFE_getMissionMilestones'), 'MISSIONLB3', missionMilestonesSchema),
  missionClaim: memberWrite(relay('MCSFE_claimMissionReward'), 'MISSIONLB3', missionClaimSchema),
  memberPromotions: memberRead(relay('MCSFE_getAvailablePromotions'), 'REWCEN3', promotionListSchema),
  brandPromotions: guestRead(relay('MCSFE_getMerchantAvailablePromotions'), 'REWCEN3', promotionListSchema),
  promotionJoin: memberWrite(relay('MCS2_joinPromotion'), 'REWCEN3', promotionJoinSchema),
  promotionClaim: memberWrite(relay('MCS2_claimPromotion'), 'REWCEN3', promotionClaimSchema),
  claimRaffle: memberWrite(relay('MCS2_claimRafflePromotion'), 'REWCEN3', promotionClaimSchema),
  bonusList: memberRead(relay('MCS2_getPromotionClaimList'), 'REWCEN3', bonusListSchema),
  forfeitBonus: memberWrite('/wps/member/bonus/forfeit', 'COMM3', bonusForfeitSchema),
  rebateSettings: memberRead(relay('MCSFE_getCustomerRebateSettingByProductType'), 'MANPLAYREB3', rebateSettingsSchema),
  rebateSummary: memberRead(relay('MCSFE_getRebateSummary'), 'MANPLAYREB3', rebateSummarySchema),
  rebateClaim: memberWrite(relay('MCSFE_claimRebate'), 'MANPLAYREB3', rebateClaimSchema),
  referral: memberRead(relay('MCSFE_getReferralDetails'), 'COMM3', referralSchema),
  vipProgress: memberRead(relay('MCSFE_getPlayerRankProgress'), 'COMM3', vipProgressSchema),
} satisfies Record<string, EndpointDef>;

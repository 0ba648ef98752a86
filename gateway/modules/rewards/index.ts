import type { Resolvers } from '#gateway/generated/resolvers-types';
import { claimMissionReward } from './resolvers/Mutation/claimMissionReward';
import { claimRebate } from './resolvers/Mutation/claimRebate';
import { forfeitBonus } from './resolvers/Mutation/forfeitBonus';
import { claimPromotion, claimRaffle, joinPromotion } from './resolvers/Mutation/promotionActions';
import { bonuses } from './resolvers/Query/bonuses';
import { mission } from './resolvers/Query/mission';
import { missions } from './resolvers/Query/missions';
import { rebate } from './resolvers/Query/rebate';
import { referral } from './resolvers/Query/referral';
import { rewardPromotion } from './resolvers/Query/rewardPromotion';
import { rewardPromotions } from './resolvers/Query/rewardPromotions';
import { vip } from './resolvers/Query/vip';

/** Promotions, bonuses, missions, manual rebate, referral and the VIP rank (docs/platform-protocol.md "Rewards"). */
export const rewardsResolvers: Resolvers = {
  Query: { rewardPromotions, rewardPromotion, bonuses, missions, mission, rebate, referral, vip },
  Mutation: { joinPromotion, claimPromotion, claimRaffle, claimMissionReward, claimRebate, forfeitBonus },
};

import type { Resolvers } from '../../generated/resolvers-types';
import { claimMissionReward } from './resolvers/Mutation/claimMissionReward';
import { claimRebate } from './resolvers/Mutation/claimRebate';
import { claimPromotion, claimRaffle, joinPromotion } from './resolvers/Mutation/promotionActions';
import { bonuses } from './resolvers/Query/bonuses';
import { mission } from './resolvers/Query/mission';
import { missions } from './resolvers/Query/missions';
import { rebate } from './resolvers/Query/rebate';
import { referral } from './resolvers/Query/referral';
import { rewardPromotion } from './resolvers/Query/rewardPromotion';
import { rewardPromotions } from './resolvers/Query/rewardPromotions';

/** Promotions, bonuses, missions, manual rebate and referral (docs/platform-protocol.md "Rewards"). */
export const rewardsResolvers: Resolvers = {
  Query: { rewardPromotions, rewardPromotion, bonuses, missions, mission, rebate, referral },
  Mutation: { joinPromotion, claimPromotion, claimRaffle, claimMissionReward, claimRebate },
};

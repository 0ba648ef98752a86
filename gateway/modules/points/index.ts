import type { Resolvers } from '#gateway/generated/resolvers-types';
import { convertPoints, redeemPointReward } from './resolvers/mutations';
import { pointBalance, pointDetails, pointExchanges, pointRewards, pointRules } from './resolvers/queries';

/** The points mall (docs/platform-protocol.md "Points mall"). */
export const pointsResolvers: Resolvers = {
  Query: { pointBalance, pointRewards, pointExchanges, pointDetails, pointRules },
  Mutation: { redeemPointReward, convertPoints },
};

import type { Resolvers } from '../../generated/resolvers-types';
import { lotteryBoard } from './resolvers/Query/lotteryBoard';
import { lotteryMenu } from './resolvers/Query/lotteryMenu';
import { recentLotteryGames } from './resolvers/Query/recentLotteryGames';

/** The lottery pages' data (docs/platform-protocol.md "Lottery"): menus, recent games, numeros and draws. */
export const lotteryResolvers: Resolvers = {
  Query: { lotteryMenu, recentLotteryGames, lotteryBoard },
};

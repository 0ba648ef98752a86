import type { Resolvers } from '#gateway/generated/resolvers-types';
import { launchLottery } from './resolvers/Mutation/launchLottery';
import { latestDraw } from './resolvers/LotteryBoard/latestDraw';
import { lotteryBoard } from './resolvers/Query/lotteryBoard';
import { lotteryMenu } from './resolvers/Query/lotteryMenu';
import { recentLotteryGames } from './resolvers/Query/recentLotteryGames';

/** The lottery pages' data (docs/platform-protocol.md "Lottery"): menus, recent games, numeros and draws; opening a lottery game. */
export const lotteryResolvers: Resolvers = {
  Query: { lotteryMenu, recentLotteryGames, lotteryBoard },
  Mutation: { launchLottery },
  LotteryBoard: { latestDraw },
};

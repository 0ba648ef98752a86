import type { LotteryBoardResolvers } from '#gateway/generated/resolvers-types';
import { toDraw } from '../../mappers';

/** Asked only by the page that shows it (the VN lottery's headline): one call, its own failure. */
export const latestDraw: NonNullable<LotteryBoardResolvers['latestDraw']> = async (board, _args, ctx) => {
  const value = await ctx.platform.call('lotteryOpenedGame', { query: { gameId: board.gameCode } });
  return value.numero ? toDraw(value.numero) : null;
};

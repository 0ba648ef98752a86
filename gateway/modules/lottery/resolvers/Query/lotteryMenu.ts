import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toLotteryGame } from '../../mappers';

export const lotteryMenu: NonNullable<QueryResolvers['lotteryMenu']> = async (_parent, { prizeMode }, ctx) => {
  const value = await ctx.platform.call('lotteryMenu', { query: { prizeMode, device: 'WEB' } });
  return { prizeMode: value.prizeMode, serverTime: value.serverTime, games: value.list.map(toLotteryGame) };
};

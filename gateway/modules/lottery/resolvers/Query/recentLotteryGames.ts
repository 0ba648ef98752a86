import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toLotteryGame } from '../../mappers';

/** One prize mode: the VN menu's recent call; both: the lottery gateway's own. Guests: null, nothing asked. */
export const recentLotteryGames: NonNullable<QueryResolvers['recentLotteryGames']> = async (_parent, { prizeMode }, ctx) => {
  const value = prizeMode
    ? await ctx.platform.call('lotteryRecent', { query: { prizeMode, device: 'WEB' } })
    : await ctx.platform.call('lotteryRecentAll', { query: { device: 'WEB' } });
  return value.list.map(toLotteryGame);
};

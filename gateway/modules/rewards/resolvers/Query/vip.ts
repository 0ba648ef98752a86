import type { QueryResolvers } from '#gateway/generated/resolvers-types';

/** The member's VIP rank (MCSFE_getPlayerRankProgress; docs/platform-protocol.md "VIP rank"). */
export const vip: NonNullable<QueryResolvers['vip']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('vipProgress');
  return { level: value.level, deposits: value.deposit, validBets: value.validBet, next: value.next, levels: value.levels };
};

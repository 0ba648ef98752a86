import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const rebate: NonNullable<QueryResolvers['rebate']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('rebateSummary');
  return {
    from: value.from,
    to: value.to,
    total: value.total,
    lines: value.lines.map((l) => ({ gameType: l.gameType, validBets: l.valid, rateBp: l.rateBp, rebate: l.rebate })),
    claims: value.claims,
  };
};

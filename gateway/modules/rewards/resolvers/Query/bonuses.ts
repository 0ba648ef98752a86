import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const bonuses: NonNullable<QueryResolvers['bonuses']> = async (_parent, _args, ctx) => {
  return (await ctx.platform.call('bonusList')).list.map((b) => ({ ...b, id: b.id ?? `${b.kind}:${b.promotionId ?? ''}:${b.paidAt}` }));
};

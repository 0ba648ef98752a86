import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const missions: NonNullable<QueryResolvers['missions']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('missionSummary', { query: { status: 'O', page: 1, size: 20 } });
  return value.list.map(({ missionId, ...m }) => ({ id: missionId, ...m }));
};

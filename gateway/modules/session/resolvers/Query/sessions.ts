import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const mySessions: NonNullable<QueryResolvers['mySessions']> = async (_parent, _args, ctx) => {
  const { list } = await ctx.platform.call('sessions');
  return list.map((s) => ({ ...s, ip: s.ip ?? null, deviceId: s.deviceId ?? null }));
};

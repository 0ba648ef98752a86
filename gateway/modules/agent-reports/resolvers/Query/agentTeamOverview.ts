import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const agentTeamOverview: NonNullable<QueryResolvers['agentTeamOverview']> = async (_parent, args, ctx) => {
  const value = await ctx.platform.call('agentTeamOverview', { query: { startDate: args.fromDate, endDate: args.toDate } });
  return { fromDate: value.startDate, toDate: value.endDate, timeZone: value.timeZone, team: value.team, direct: value.direct, days: value.days };
};

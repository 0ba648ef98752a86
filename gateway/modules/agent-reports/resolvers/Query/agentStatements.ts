import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '#gateway/modules/records/paging';

const SORT = { PERIOD: 'period', TURNOVER: 'turnover', NET_REVENUE: 'netRevenue' } as const;

export const agentStatements: NonNullable<QueryResolvers['agentStatements']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('agentStatements', {
    query: {
      startDate: filter.fromDate,
      endDate: filter.toDate,
      period: filter.period,
      username: filter.username?.trim() || undefined,
      sort: SORT[args.sort ?? 'PERIOD'],
      order: order(args.direction),
      ...reportPage(args.page, args.pageSize),
    },
  });
  return {
    items: value.list,
    total: value.total,
    page: value.pageNo,
    pageSize: value.pageSize,
    totals: { periodStart: filter.fromDate, periodEnd: filter.toDate, ...value.totals },
  };
};

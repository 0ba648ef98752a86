import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '#gateway/modules/records/paging';

const SORT = { PERIOD: 'period', TURNOVER: 'turnover', REVENUE: 'revenue', COMMISSION: 'commission' } as const;

export const agentRevenueReport: NonNullable<QueryResolvers['agentRevenueReport']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('agentRevenueReport', {
    query: {
      startDate: filter.fromDate,
      endDate: filter.toDate,
      period: filter.period,
      gameType: filter.gameType || undefined,
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
    totalBets: value.totals.bets,
    totalTurnover: value.totals.turnover,
    totalValidBets: value.totals.validBets,
    totalPayout: value.totals.payout,
    totalRevenue: value.totals.revenue,
    totalCommission: value.totals.commission,
  };
};

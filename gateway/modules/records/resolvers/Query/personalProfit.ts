import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '../../paging';

const SORT = { PERIOD: 'period', TURNOVER: 'turnover', WIN_LOSS: 'winLoss' } as const;

export const personalProfit: NonNullable<QueryResolvers['personalProfit']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('personalProfit', {
    query: {
      startDate: filter.fromDate,
      endDate: filter.toDate,
      timeZone: filter.timeZone,
      period: filter.period,
      gameType: filter.gameType || undefined,
      sort: SORT[args.sort ?? 'PERIOD'],
      order: order(args.direction),
      ...reportPage(args.page, args.pageSize),
    },
  });
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    totalBets: value.totals.bets,
    totalStake: value.totals.stake,
    totalTurnover: value.totals.turnover,
    totalWinLoss: value.totals.winLoss,
    items: value.list,
  };
};

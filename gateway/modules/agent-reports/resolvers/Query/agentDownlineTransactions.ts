import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '#gateway/modules/records/paging';

export const agentDownlineTransactions: NonNullable<QueryResolvers['agentDownlineTransactions']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('agentDownlineTransactions', {
    query: {
      startDate: filter.fromDate,
      endDate: filter.toDate,
      username: filter.username?.trim() || undefined,
      type: filter.kind ?? undefined,
      sort: args.sort === 'AMOUNT' ? 'amount' : 'time',
      order: order(args.direction),
      ...reportPage(args.page, args.pageSize),
    },
  });
  return {
    items: value.list.map((r) => ({ ...r, id: `${r.type}:${r.id}` })),
    total: value.total,
    page: value.pageNo,
    pageSize: value.pageSize,
    totalDeposits: value.totals.deposits,
    totalWithdrawals: value.totals.withdrawals,
    totalTransfersIn: value.totals.transfersIn,
    totalTransfersOut: value.totals.transfersOut,
  };
};

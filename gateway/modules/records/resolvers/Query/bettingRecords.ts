import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '../../paging';

const SORT = { TIME: 'time', STAKE: 'stake', WIN_LOSS: 'winLoss' } as const;

export const bettingRecords: NonNullable<QueryResolvers['bettingRecords']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('bettingRecords', {
    query: {
      startTime: filter.from,
      endTime: filter.to,
      gameType: filter.gameType || undefined,
      sort: SORT[args.sort ?? 'TIME'],
      order: order(args.direction),
      ...reportPage(args.page, args.pageSize),
    },
  });
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    totalStake: value.totals.stake,
    totalValidBet: value.totals.validBet,
    totalPayout: value.totals.payout,
    totalWinLoss: value.totals.winLoss,
    items: value.list.map((b) => ({
      id: b.id,
      roundId: b.roundId,
      time: b.time,
      settledAt: b.settledAt,
      gameName: b.gameName,
      vendor: b.vendorCode,
      vendorName: b.vendorName,
      gameType: b.gameType,
      gameTypeName: b.gameTypeName,
      stake: b.stake,
      validBet: b.validBet,
      payout: b.payout,
      winLoss: b.winLoss,
      status: b.status,
    })),
  };
};

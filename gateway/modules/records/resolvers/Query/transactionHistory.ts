import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { order, reportPage } from '../../paging';

export const transactionHistory: NonNullable<QueryResolvers['transactionHistory']> = async (_parent, args, ctx) => {
  const { filter } = args;
  const value = await ctx.platform.call('transactionHistory', {
    query: {
      startTime: filter.from,
      endTime: filter.to,
      type: filter.types?.length ? filter.types.join(',') : undefined,
      status: filter.status ?? undefined,
      sort: args.sort === 'AMOUNT' ? 'amount' : 'time',
      order: order(args.direction),
      ...reportPage(args.page, args.pageSize),
    },
  });
  const orNull = (v: string | null | undefined) => (v === undefined ? null : v);
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    totalIn: value.totals.in,
    totalOut: value.totals.out,
    net: value.totals.net,
    items: value.list.map((m) => ({
      id: m.id,
      time: m.time,
      kind: m.type,
      type: m.group,
      status: m.status,
      amount: m.amount,
      wallet: m.wallet || null,
      reference: m.reference,
      method: orNull(m.detail.method),
      bankName: orNull(m.detail.bankName),
      counterparty: orNull(m.detail.counterparty),
      fromWallet: m.detail.fromWallet ? m.detail.fromWallet : null,
      toWallet: m.detail.toWallet ? m.detail.toWallet : null,
      gameName: orNull(m.detail.gameName),
      vendor: orNull(m.detail.vendorCode),
      gameType: orNull(m.detail.gameType),
    })),
  };
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { exchangeOf, paging, rewardOf } from '../mappers';

/** Every points query answers null for a visitor or a trial account (the platform would refuse them). */

export const pointBalance: NonNullable<QueryResolvers['pointBalance']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('pointBalance');
  return { points: value.points, convertibleAmount: value.convertibleAmount };
};

export const pointRewards: NonNullable<QueryResolvers['pointRewards']> = async (_parent, { exchangeType }, ctx) => {
  const value = await ctx.platform.call('pointRewards', { query: exchangeType ? { exchangeType } : {} });
  return { items: value.list.map(rewardOf), redeemMaxQuantity: value.redeemMaxQuantity };
};

export const pointExchanges: NonNullable<QueryResolvers['pointExchanges']> = async (_parent, args, ctx) => {
  const { pageNo, pageSize } = paging(args);
  const value = await ctx.platform.call('redeemList', { query: { pageNo, pageSize, ...(args.status ? { status: args.status } : {}) } });
  return { page: value.pageNo, pageSize: value.pageSize, total: value.total, items: value.list.map(exchangeOf) };
};

export const pointDetails: NonNullable<QueryResolvers['pointDetails']> = async (_parent, args, ctx) => {
  const { pageNo, pageSize } = paging(args);
  const value = await ctx.platform.call('pointTransactions', { query: { pageNo, pageSize, ...(args.type ? { type: args.type } : {}) } });
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    items: value.list.map((m) => ({ id: m.id, type: m.type, points: m.points, createdAt: m.createdAt, balanceAfter: m.balanceAfter })),
  };
};

export const pointRules: NonNullable<QueryResolvers['pointRules']> = async (_parent, _args, ctx) => {
  return ctx.platform.call('pointConfig');
};

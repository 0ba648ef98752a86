import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { withdrawalOf } from '../../mappers';

export const myWithdrawals: NonNullable<QueryResolvers['myWithdrawals']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const pageSize = Math.max(1, Math.min(50, args.pageSize ?? 10));
  const value = await ctx.platform.call('withdrawals', { query: { pageNo: page, pageSize } });
  return { page: value.pageNo, pageSize: value.pageSize, total: value.total, items: value.list.map(withdrawalOf) };
};

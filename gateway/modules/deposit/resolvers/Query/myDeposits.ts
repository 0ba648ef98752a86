import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toDeposit } from '../../deposit';

export const myDeposits: NonNullable<QueryResolvers['myDeposits']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const size = Math.max(1, Math.min(50, args.pageSize ?? 10));
  const value = await ctx.platform.call('depositList', { query: { page, size, ...(args.status ? { status: args.status } : {}) } });
  return { items: value.list.map(toDeposit), total: value.total };
};

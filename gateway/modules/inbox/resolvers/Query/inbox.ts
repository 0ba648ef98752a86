import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { inboxMessageOf } from '../../mappers';

export const inbox: NonNullable<QueryResolvers['inbox']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const pageSize = Math.max(1, Math.min(50, args.pageSize ?? 10));
  const value = await ctx.platform.call('inbox', { query: { pageNo: page, pageSize } });
  return { page: value.pageNo, pageSize: value.pageSize, total: value.total, unread: value.unread, items: value.list.map(inboxMessageOf) };
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const playerTransfers: NonNullable<QueryResolvers['playerTransfers']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const pageSize = Math.max(1, Math.min(50, args.pageSize ?? 10));
  const value = await ctx.platform.call('transferList', { query: { page, size: pageSize } });
  return {
    page: value.page,
    pageSize: value.size,
    total: value.total,
    items: value.list.map((t) => ({
      id: t.transferId,
      direction: t.direction,
      party: { username: t.username, nickname: t.nickname },
      amount: t.amount,
      status: t.status,
      createdAt: t.createdAt,
      completedAt: t.completedAt ?? null,
    })),
  };
};

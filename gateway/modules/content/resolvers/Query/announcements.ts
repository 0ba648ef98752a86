import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { loadAnnouncements } from '../../announcements';

export const announcements: NonNullable<QueryResolvers['announcements']> = async (_parent, args, ctx) => {
  const value = await loadAnnouncements(ctx);
  const all = [...((args.kind === 'POPUP' ? value.popup : value.player) ?? [])].sort((a, b) => b.timestamp - a.timestamp);
  const pageSize = clamp(args.pageSize, 1, 50);
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = clamp(args.page, 1, totalPages);
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
      ...item,
      promotionType: item.promotionType || null,
    })),
    page,
    totalPages,
    total: all.length,
  };
};

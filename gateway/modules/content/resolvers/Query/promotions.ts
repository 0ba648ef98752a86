import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadAnnouncements } from '../../announcements';

export const promotions: NonNullable<QueryResolvers['promotions']> = async (_parent, _args, ctx) => {
  const { promotion } = await loadAnnouncements(ctx);
  return [...(promotion?.contents ?? [])].sort((a, b) => b.timestamp - a.timestamp).map((item) => ({ ...item, imageUrl: item.imageUrl ?? null }));
};

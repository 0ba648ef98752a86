import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadAnnouncements } from '../../announcements';

export const notices: NonNullable<QueryResolvers['notices']> = async (_parent, _args, ctx) => {
  const { notices = [] } = await loadAnnouncements(ctx);
  return [...notices].sort((a, b) => b.timestamp - a.timestamp);
};

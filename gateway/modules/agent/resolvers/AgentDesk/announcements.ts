import type { AgentDeskResolvers } from '#gateway/generated/resolvers-types';
import { paging } from '../../mappers';

export const announcements: NonNullable<AgentDeskResolvers['announcements']> = async (_desk, args, ctx) => {
  const query = paging(args.page, args.pageSize, 50, 10);
  const value = await ctx.platform.call('agentAnnouncements', { query });
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    unread: value.unread,
    items: value.list.map((a) => ({ id: a.id, title: a.title, content: a.content, publishedAt: a.timestamp, read: a.read })),
  };
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { chatOn } from '../../pages';

export const chatUnreadCount: NonNullable<QueryResolvers['chatUnreadCount']> = async (_parent, _args, ctx) => {
  if (!(await chatOn(ctx))) return null;
  try {
    return (await ctx.platform.call('chatUnreadCount')).count;
  } catch (error) {
    console.warn('gateway: chat unread count unavailable', error instanceof Error ? error.message : error);
    return null;
  }
};

import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { messageIds } from '../../mappers';

export const markInboxRead: NonNullable<MutationResolvers['markInboxRead']> = async (_parent, { input }, ctx) => {
  const ids = input.all ? null : messageIds(input.ids);
  if (!input.all && !ids) return { ...failure('INVALID_INPUT', 'ids'), changed: 0, unread: null };
  try {
    const value = await ctx.platform.call('inboxRead', { body: ids ? { ids } : { all: true } });
    return { ...success, changed: value.updated, unread: value.unread };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], changed: 0, unread: null };
  }
};

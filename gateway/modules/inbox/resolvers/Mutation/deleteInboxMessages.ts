import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { messageIds } from '../../mappers';

export const deleteInboxMessages: NonNullable<MutationResolvers['deleteInboxMessages']> = async (_parent, { input }, ctx) => {
  const ids = messageIds(input.ids);
  if (!ids) return { ...failure('INVALID_INPUT', 'ids'), changed: 0, unread: null };
  try {
    const value = await ctx.platform.call('inboxDelete', { body: { ids } });
    return { ...success, changed: value.deleted, unread: value.unread };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], changed: 0, unread: null };
  }
};

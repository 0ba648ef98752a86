import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';
import { realMember } from '../../badges';
import { messageIds } from '../../mappers';

export const deleteInboxMessages: NonNullable<MutationResolvers['deleteInboxMessages']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'deleteInboxMessages');
  const ids = messageIds(input.ids);
  if (!ids) return { ...failure('INVALID_INPUT', 'ids'), changed: 0, unread: null };
  if (!(await realMember(ctx))) return { ...failure('NOT_AVAILABLE'), changed: 0, unread: null };
  try {
    const value = await ctx.platform.call('inboxDelete', { body: { ids } });
    return { ...success, changed: value.deleted, unread: value.unread };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], changed: 0, unread: null };
  }
};

import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';
import { realMember } from '../../badges';
import { messageIds } from '../../mappers';

export const markInboxRead: NonNullable<MutationResolvers['markInboxRead']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'markInboxRead');
  const ids = input.all ? null : messageIds(input.ids);
  if (!input.all && !ids) return { ...failure('INVALID_INPUT', 'ids'), changed: 0, unread: null };
  if (!(await realMember(ctx))) return { ...failure('NOT_AVAILABLE'), changed: 0, unread: null };
  try {
    const value = await ctx.platform.call('inboxRead', { body: ids ? { ids } : { all: true } });
    return { ...success, changed: value.updated, unread: value.unread };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], changed: 0, unread: null };
  }
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { inboxMessageOf, messageIds } from '../../mappers';

export const inboxMessage: NonNullable<QueryResolvers['inboxMessage']> = async (_parent, args, ctx) => {
  const ids = messageIds([args.id]);
  if (!ids) return null;
  try {
    return inboxMessageOf(await ctx.platform.call('inboxMessage', { query: { id: ids[0]! } }));
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'inbox.not_found') return null;
    throw error;
  }
};

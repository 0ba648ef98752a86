import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { currentAgent } from '../../desk';

function announcementIds(ids: readonly string[] | null | undefined): number[] | null {
  if (!ids || ids.length === 0 || ids.length > 100) return null;
  if (!ids.every((id) => /^\d{1,15}$/.test(id) && Number(id) > 0)) return null;
  return [...new Set(ids.map(Number))];
}

export const markAgentAnnouncementsRead: NonNullable<MutationResolvers['markAgentAnnouncementsRead']> = async (_parent, { input }, ctx) => {
  const ids = input.all ? null : announcementIds(input.ids);
  if (!input.all && !ids) return { ...failure('INVALID_INPUT', 'ids'), changed: 0, unread: null };
  if (!(await currentAgent(ctx))) return { ...failure('NOT_AVAILABLE'), changed: 0, unread: null };
  try {
    const value = await ctx.platform.call('agentAnnouncementsRead', { body: ids ? { ids } : { all: true } });
    return { ...success, changed: value.updated, unread: value.unread };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], changed: 0, unread: null };
  }
};

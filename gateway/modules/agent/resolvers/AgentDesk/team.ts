import type { AgentDeskResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { paging, teamMemberOf, teamUsername } from '../../mappers';

export const team: NonNullable<AgentDeskResolvers['team']> = async (_desk, args, ctx) => {
  const { pageNo, pageSize } = paging(args.page, args.pageSize, 100, 20);
  const search = teamUsername(args.search);
  const parent = teamUsername(args.parent);
  if (args.parent && !parent) return null;
  const query: Record<string, string | number> = { pageNo, pageSize };
  if (search) query.username = search;
  else if (parent) query.parent = parent;
  try {
    const value = await ctx.platform.call('downlineTree', { query });
    return {
      parent: value.parent ? teamMemberOf(value.parent) : null,
      path: value.path,
      search: value.search ?? null,
      items: value.list.map(teamMemberOf),
      total: value.total,
      page: value.pageNo,
      pageSize: value.pageSize,
      directCount: value.counts.direct,
      teamSize: value.counts.team,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'downline.not_found') return null;
    throw error;
  }
};

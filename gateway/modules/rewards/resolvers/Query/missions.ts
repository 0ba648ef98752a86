import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { realMember } from '../../../inbox/badges';

export const missions: NonNullable<QueryResolvers['missions']> = async (_parent, _args, ctx) => {
  if (!(await realMember(ctx))) return null;
  const value = await ctx.platform.call('missionSummary', { query: { status: 'O', page: 1, size: 20 } });
  return value.list.map(({ missionId, ...m }) => ({ id: missionId, ...m }));
};

import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { realMember } from '../../../inbox/badges';

export const bonuses: NonNullable<QueryResolvers['bonuses']> = async (_parent, _args, ctx) => {
  if (!(await realMember(ctx))) return null;
  return (await ctx.platform.call('bonusList')).list;
};

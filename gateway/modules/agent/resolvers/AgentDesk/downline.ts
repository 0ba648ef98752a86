import type { AgentDeskResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { rebateOf, teamMemberOf, teamUsername } from '../../mappers';

export const downline: NonNullable<AgentDeskResolvers['downline']> = async (_desk, args, ctx) => {
  const username = teamUsername(args.username);
  if (!username) return null;
  try {
    const value = await ctx.platform.call('downlineDetail', { query: { username } });
    return {
      member: teamMemberOf(value),
      upline: value.upline ?? null,
      depositTotal: value.depositTotal,
      depositCount: value.depositCount,
      withdrawTotal: value.withdrawTotal,
      turnover: value.turnover,
      betCount: value.betCount,
      rebates: value.rebates.map(rebateOf),
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'downline.not_found') return null;
    throw error;
  }
};

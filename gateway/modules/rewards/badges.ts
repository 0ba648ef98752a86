import type { GatewayContext } from '#gateway/context';
import { claimable } from './mappers';

/** rewardCenter's badge: promotions the member can claim now (status claim or issued). */
export async function claimablePromotions(ctx: GatewayContext): Promise<number> {
  const { list } = await ctx.platform.call('memberPromotions');
  return list.filter(claimable).length;
}

/** missionLeaderboard's badge: reached milestones of open missions not claimed yet. */
export async function claimableMilestones(ctx: GatewayContext): Promise<number> {
  const { list } = await ctx.platform.call('missionSummary', { query: { status: 'O', page: 1, size: 50 } });
  return list.reduce((sum, m) => sum + m.claimableMilestones, 0);
}

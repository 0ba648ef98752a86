import type { GatewayContext } from '#gateway/context';
import { claimableMilestones, claimablePromotions } from '#gateway/modules/rewards/badges';

/**
 * The member centre's red count badges, one source per page, by the page's path name. A page
 * that needs a badge (rewardCenter, missionLeaderboard) adds its source here; the menu and the
 * avatar show whatever this answers, with no change in the app. A source that fails leaves its
 * badge out rather than failing the others (a badge is a hint, never worth an error).
 */
export interface BadgeSource {
  /** The member-centre page the badge belongs to (its path name, e.g. "messageV2"). */
  section: string;
  /** How many new things the page has; only called for a logged-in member that is not a trial account. */
  count(ctx: GatewayContext): Promise<number>;
}

export const BADGE_SOURCES: readonly BadgeSource[] = [
  {
    section: 'messageV2',
    count: async (ctx) => (await ctx.platform.call('unreadCount')).count,
  },
  // Promotions the member can claim now, and reached mission milestones not claimed yet (modules/rewards).
  { section: 'rewardCenter', count: claimablePromotions },
  { section: 'missionLeaderboard', count: claimableMilestones },
  {
    // Contract offers and termination requests waiting for the downline's answer (/member/contract).
    section: 'contract',
    count: async (ctx) => (await ctx.platform.call('contractInfo')).awaitingAsDownline,
  },
];

/** Every badge of a real member (the memberBadges field is for real accounts only: the session guard, ADR 034). */
export async function memberBadgesOf(ctx: GatewayContext, sources: readonly BadgeSource[] = BADGE_SOURCES) {
  const counts = await Promise.all(
    sources.map(async (source) => {
      try {
        return { section: source.section, count: await source.count(ctx) };
      } catch (error) {
        console.warn(`gateway: badge ${source.section} unavailable`, error instanceof Error ? error.message : error);
        return null;
      }
    }),
  );
  return counts.filter((badge): badge is { section: string; count: number } => badge !== null && badge.count > 0);
}

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { numericId } from '../../mappers';

export const mission: NonNullable<QueryResolvers['mission']> = async (_parent, args, ctx) => {
  const missionId = numericId(args.id);
  if (!missionId) return null;
  try {
    const [steps, board] = await Promise.all([
      ctx.platform.call('missionMilestones', { query: { missionId } }),
      ctx.platform.call('missionLeaderboard', { query: { missionId, size: 10 } }),
    ]);
    return {
      id: board.missionId,
      title: board.title,
      progress: steps.progress,
      milestones: steps.list,
      leaderboard: board.list,
      myRank: board.footer.rank,
      myValue: board.footer.reachedValue,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'reward.not_found') return null;
    throw error;
  }
};

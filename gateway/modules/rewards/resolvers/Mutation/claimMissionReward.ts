import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { numericId } from '../../mappers';

export const claimMissionReward: NonNullable<MutationResolvers['claimMissionReward']> = async (_parent, { input }, ctx) => {
  const missionId = numericId(input.missionId);
  if (!missionId) return { ...failure('INVALID_INPUT', 'missionId'), reward: null };
  if (!Number.isInteger(input.step) || input.step < 1 || input.step > 100) return { ...failure('INVALID_INPUT', 'step'), reward: null };
  try {
    const value = await ctx.platform.call('missionClaim', { body: { missionId, step: input.step } });
    return { ...success, reward: value.reward };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], reward: null };
  }
};

import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';
import { realMember } from '../../../inbox/badges';
import { numericId } from '../../mappers';

export const claimMissionReward: NonNullable<MutationResolvers['claimMissionReward']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'claimMissionReward');
  const missionId = numericId(input.missionId);
  if (!missionId) return { ...failure('INVALID_INPUT', 'missionId'), reward: null };
  if (!Number.isInteger(input.step) || input.step < 1 || input.step > 100) return { ...failure('INVALID_INPUT', 'step'), reward: null };
  if (!(await realMember(ctx))) return { ...failure('NOT_AVAILABLE'), reward: null };
  try {
    const value = await ctx.platform.call('missionClaim', { body: { missionId, step: input.step } });
    return { ...success, reward: value.reward };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], reward: null };
  }
};

import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { userErrorFrom } from '../../../../user-errors';
import { ACTION_CALL } from '../../mappers';

export const answerContract: NonNullable<MutationResolvers['answerContract']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'answerContract');
  try {
    const value = await ctx.platform.call(ACTION_CALL[input.kind], { body: { action: input.accept ? 'accept' : 'reject', contractId: input.contractId } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};

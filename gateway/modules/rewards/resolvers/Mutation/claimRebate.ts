import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';
import { realMember } from '../../../inbox/badges';

export const claimRebate: NonNullable<MutationResolvers['claimRebate']> = async (_parent, _args, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'claimRebate');
  if (!(await realMember(ctx))) return { ...failure('NOT_AVAILABLE'), amount: null };
  try {
    const value = await ctx.platform.call('rebateClaim', { body: {} });
    return { ...success, amount: value.amount };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], amount: null };
  }
};

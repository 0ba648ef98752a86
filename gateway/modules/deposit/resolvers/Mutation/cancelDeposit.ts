import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, userErrorFrom } from '../../../../user-errors';
import { toDeposit } from '../../deposit';

export const cancelDeposit: NonNullable<MutationResolvers['cancelDeposit']> = async (_parent, { id }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'cancelDeposit');
  if (!/^[1-9]\d{0,15}$/.test(id)) return failure('NOT_FOUND');
  try {
    const cancelled = await ctx.platform.call('cancelDeposit', { body: { depositId: Number(id) } });
    return { ok: true, errors: [], deposit: toDeposit(cancelled) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], deposit: null };
  }
};

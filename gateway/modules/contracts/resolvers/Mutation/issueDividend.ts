import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { userErrorFrom } from '../../../../user-errors';

export const issueDividend: NonNullable<MutationResolvers['issueDividend']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'issueDividend');
  try {
    const value = await ctx.platform.call('contractDividendAction', { body: { action: 'issue', statementId: input.statementId } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};

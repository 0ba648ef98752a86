import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

export const issueDividend: NonNullable<MutationResolvers['issueDividend']> = async (_parent, { input }, ctx) => {
  try {
    const value = await ctx.platform.call('contractDividendAction', { body: { action: 'issue', statementId: input.statementId } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};

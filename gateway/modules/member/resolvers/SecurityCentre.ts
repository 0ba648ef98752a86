import type { SecurityCentreResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';

/** The cards are read on their own: when they fail, the rest of the security centre still shows. */
export const SecurityCentre: SecurityCentreResolvers = {
  bankCards: async (_parent, _args, ctx) => {
    try {
      const answer = await ctx.platform.call('bankCards');
      return {
        cards: answer.list.map((card) => ({
          id: card.cardId,
          bankName: card.bankName,
          maskedNumber: card.maskedNumber,
          accountName: card.accountName,
          addedAt: card.createdAt,
        })),
        limit: answer.limit,
        banks: answer.banks,
        realName: answer.realName,
      };
    } catch (error) {
      if (error instanceof UpstreamError) return null;
      throw error;
    }
  },
};

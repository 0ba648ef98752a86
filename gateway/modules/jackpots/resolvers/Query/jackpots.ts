import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { jackpotBoard } from '../../board';

/** The brand's pools, or whether the decorative counter may show; null when the platform could not answer (the page shows no counter). */
export const jackpots: NonNullable<QueryResolvers['jackpots']> = async (_parent, _args, ctx) => {
  try {
    return await jackpotBoard(ctx);
  } catch (error) {
    console.warn('gateway: jackpots not read', error instanceof Error ? error.message : error);
    return null;
  }
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadGamePage } from '../../game-list';

export const games: NonNullable<QueryResolvers['games']> = (_parent, { filter, offset, limit }, ctx) => loadGamePage(ctx, filter, offset, limit);

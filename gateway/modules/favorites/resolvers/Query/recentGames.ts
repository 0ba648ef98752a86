import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { memberGamePage } from '../../pages';

export const recentGames: NonNullable<QueryResolvers['recentGames']> = (_parent, { page, pageSize }, ctx) => memberGamePage(ctx, 'recentGames', page, pageSize);

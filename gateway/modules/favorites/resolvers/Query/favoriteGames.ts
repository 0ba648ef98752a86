import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { memberGamePage } from '../../pages';

export const favoriteGames: NonNullable<QueryResolvers['favoriteGames']> = (_parent, { page, pageSize }, ctx) =>
  memberGamePage(ctx, 'favoriteList', page, pageSize);

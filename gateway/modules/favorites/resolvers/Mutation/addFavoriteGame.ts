import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { changeFavorite } from '../../change';

export const addFavoriteGame: NonNullable<MutationResolvers['addFavoriteGame']> = (_parent, game, ctx) => changeFavorite(ctx, game, true);

import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { changeFavorite } from '../../change';

export const removeFavoriteGame: NonNullable<MutationResolvers['removeFavoriteGame']> = (_parent, game, ctx) => changeFavorite(ctx, game, false);

import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { changeFavorite } from '../../change';

export const removeFavoriteGame: NonNullable<MutationResolvers['removeFavoriteGame']> = (_parent, { gameId }, ctx) => changeFavorite(ctx, gameId, false);

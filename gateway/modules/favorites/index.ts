import type { Resolvers } from '#gateway/generated/resolvers-types';
import { isFavorite } from './lookup';
import { addFavoriteGame } from './resolvers/Mutation/addFavoriteGame';
import { removeFavoriteGame } from './resolvers/Mutation/removeFavoriteGame';
import { favoriteGames } from './resolvers/Query/favoriteGames';
import { recentGames } from './resolvers/Query/recentGames';

/** A member's favourite and recent games (docs/platform-protocol.md "Favourites and recent games"). */
export const favoritesResolvers: Resolvers = {
  Query: { favoriteGames, recentGames },
  Mutation: { addFavoriteGame, removeFavoriteGame },
  Game: { isFavorite: (game, _args, ctx) => isFavorite(ctx, String(game.nodeId)) },
};

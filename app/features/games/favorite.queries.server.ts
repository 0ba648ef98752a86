import { graphql } from '#app/graphql/generated/index';

export const AddFavoriteMutation = graphql(`
  mutation AddFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {
    addFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {
      ...UserErrors
      gameId
      isFavorite
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavoriteGame($gameId: ID!, $vendor: String, $gameType: String) {
    removeFavoriteGame(gameId: $gameId, vendor: $vendor, gameType: $gameType) {
      ...UserErrors
      gameId
      isFavorite
    }
  }
`);

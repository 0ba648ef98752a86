import { graphql } from '#app/graphql/generated/index';

export const AddFavoriteMutation = graphql(`
  mutation AddFavoriteGame($gameId: ID!) {
    addFavoriteGame(gameId: $gameId) {
      ...UserErrors
      gameId
      isFavorite
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavoriteGame($gameId: ID!) {
    removeFavoriteGame(gameId: $gameId) {
      ...UserErrors
      gameId
      isFavorite
    }
  }
`);

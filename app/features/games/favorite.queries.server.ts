import { graphql } from '../../graphql/generated';

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

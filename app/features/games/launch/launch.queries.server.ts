import { graphql } from '#app/graphql/generated/index';

/** The game frame route: the game, found by its node id. */
export const PlayPageQuery = graphql(`
  query PlayPage($id: ID!) {
    game(id: $id) {
      ...GameCard
    }
  }
`);

/** Starts a game (one tap: its requestId). */
export const LaunchGameMutation = graphql(`
  mutation LaunchGame($input: LaunchGameInput!) {
    launchGame(input: $input) {
      ...UserErrors
      gameUrl
      mode
    }
  }
`);

/** The vendor popup: a page of the vendor's games of one type, or (withRooms) a PVP game and its rooms. */
export const VendorLobbyQuery = graphql(`
  query VendorLobby($vendor: String!, $gameType: String, $gameId: ID!, $withRooms: Boolean!, $offset: Int!, $limit: Int!) {
    games(filter: { vendor: $vendor, gameType: $gameType }, offset: $offset, limit: $limit) @skip(if: $withRooms) {
      items {
        ...GameCard
      }
      total
    }
    game(id: $gameId) @include(if: $withRooms) {
      ...GameCard
    }
    gameRooms(vendor: $vendor, gameId: $gameId) @include(if: $withRooms) {
      id
      name
      minBet
      maxBet
      players
      capacity
    }
  }
`);

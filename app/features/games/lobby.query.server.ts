import { graphql } from '#app/graphql/generated/index';

/** A lobby page: the navigation (vendors and classes per category), the providers when any type may be picked, and one page of games. */
export const LobbyPageQuery = graphql(`
  query LobbyPage($filter: GameFilter!, $offset: Int!, $limit: Int!, $withProviders: Boolean!) {
    gameNavigation {
      gameType
      name
      classes
      vendors {
        code
        name
        logoUrl
      }
    }
    providers @include(if: $withProviders) {
      vendor {
        code
        name
        logoUrl
      }
    }
    games(filter: $filter, offset: $offset, limit: $limit) {
      ...GamePageSlice
    }
  }
`);

/** The member's favourite or recent games, one page (the /favorite and /recent pages, the home tabs). */
export const MemberGamesQuery = graphql(`
  query MemberGames($page: Int!, $pageSize: Int!, $favorites: Boolean!) {
    favoriteGames(page: $page, pageSize: $pageSize) @include(if: $favorites) {
      ...GamePageSlice
    }
    recentGames(page: $page, pageSize: $pageSize) @skip(if: $favorites) {
      ...GamePageSlice
    }
  }
`);

/** Every provider with its logo and game types. */
export const ProvidersPageQuery = graphql(`
  query ProvidersPage {
    providers {
      vendor {
        code
        name
        logoUrl
      }
      gameTypes
    }
  }
`);

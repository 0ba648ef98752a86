import { graphql } from '../../graphql/generated';

/** A category's game list page: its vendors and one page of games. */
export const CategoryPageQuery = graphql(`
  query CategoryPage($filter: GameFilter!, $offset: Int!, $limit: Int!) {
    gameNavigation {
      gameType
      name
      vendors {
        code
        name
      }
    }
    games(filter: $filter, offset: $offset, limit: $limit) {
      ...GamePageSlice
    }
  }
`);

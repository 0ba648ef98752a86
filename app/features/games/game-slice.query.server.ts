import { graphql } from '#app/graphql/generated/index';

/** A slice of one game list, for 'more' after hydration (/resources/games). */
export const GameSliceQuery = graphql(`
  query GameSlice($filter: GameFilter!, $offset: Int!, $limit: Int!) {
    games(filter: $filter, offset: $offset, limit: $limit) {
      ...GamePageSlice
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

/** A slice of a game list as every list renders it. */
export const GamePageFragment = graphql(`
  fragment GamePageSlice on GamePage {
    offset
    total
    hasMore
    items {
      ...GameCard
    }
  }
`);

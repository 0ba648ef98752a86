import { graphql } from '../../graphql/generated';

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

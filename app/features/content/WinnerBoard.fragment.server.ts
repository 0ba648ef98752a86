import { graphql } from '#app/graphql/generated/index';

/** One entry of the winner board; its game is what clicking the entry starts. */
export const WinnerBoardFragment = graphql(`
  fragment WinnerBoard on Winner {
    id
    customerName
    gameName
    iconUrl
    winAmount
    game {
      ...GameCard
    }
  }
`);

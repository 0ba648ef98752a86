import { graphql } from '#app/graphql/generated/index';

/** A game's information page and dialog: the game, its rules and returns (asked of nothing else), and the jackpots it feeds, by name. */
export const GameInfoQuery = graphql(`
  query GameInfo($id: ID!) {
    game(id: $id) {
      id
      name
      info {
        returns {
          bet
          basisPoints
          atMost
        }
        minStake
        maxStake
        payTable {
          outcome
          paysHundredths
          chance
        }
        rules
      }
      jackpots {
        code
        amount
      }
    }
    jackpots {
      pools {
        code
        name
      }
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

/** The balance alone, for the header's refresh button (/resources/balance). */
export const BalanceQuery = graphql(`
  query Balance {
    balance {
      total
    }
  }
`);

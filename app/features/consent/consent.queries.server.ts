import { graphql } from '#app/graphql/generated/index';

/** The preferences page: every pair, the changes, whether marketing reaches the member now. */
export const MarketingPreferencesQuery = graphql(`
  query MarketingPreferencesPage {
    marketingPreferences {
      consents {
        product
        channel
        granted
        updatedAt
      }
      history {
        product
        channel
        granted
        at
        address
      }
      receives
    }
  }
`);

export const SetMarketingConsentsMutation = graphql(`
  mutation SetMarketingConsents($input: MarketingConsentsInput!) {
    setMarketingConsents(input: $input) {
      ...UserErrors
    }
  }
`);

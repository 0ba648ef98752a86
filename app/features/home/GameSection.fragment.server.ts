import { graphql } from '#app/graphql/generated/index';

/** One home game section: its category, vendor menu and first slice of games. */
export const GameSectionFragment = graphql(`
  fragment GameSection on GameSection {
    vendor
    category {
      gameType
      name
      hasVendorMenu
      vendors {
        code
        name
        logoUrl
      }
    }
    games {
      ...GamePageSlice
    }
  }
`);

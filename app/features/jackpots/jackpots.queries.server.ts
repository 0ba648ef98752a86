import { graphql } from '#app/graphql/generated/index';

/** What a pool's summary shows: the home page's counters and the jackpots page. */
export const JackpotSummaryFragment = graphql(`
  fragment JackpotSummary on JackpotPool {
    code
    name
    amount
    trigger
    mustDropBy
    lastWin {
      amount
      wonAt
    }
  }
`);

/** The brand's jackpots (docs/decisions/064): every pool, or whether the spec's decorative counter may stand in. */
export const JackpotsPageQuery = graphql(`
  query JackpotsPage {
    jackpots {
      decorative
      pools {
        ...JackpotSummary
      }
    }
  }
`);

/** One pool's page: its rules, what feeds it and its latest wins. */
export const JackpotPageQuery = graphql(`
  query JackpotPage($code: String!) {
    jackpot(code: $code) {
      code
      name
      amount
      seed
      contributionBasisPoints
      trigger
      mustDropBy
      ceiling
      oddsStake
      gameTypes {
        code
        name
      }
      vendors {
        code
        name
      }
      games {
        id
        name
      }
      wins {
        amount
        wonAt
        gameName
        winner
      }
    }
  }
`);

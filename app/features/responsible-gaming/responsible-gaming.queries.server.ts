import { graphql } from '#app/graphql/generated/index';

/** One limit as the page shows it: what is in force, the period's use and reset, a waiting change. */
export const GamblingLimitFragment = graphql(`
  fragment GamblingLimitRow on GamblingLimit {
    kind
    period
    amount
    used
    resetsAt
    pending
    pendingAmount
    pendingEffectiveAt
  }
`);

/** The responsible-gaming page: every limit, the brand's cooling-off, the changes made; and the brand's zone and help channels. */
export const ResponsibleGamingPageQuery = graphql(`
  query ResponsibleGamingPage {
    responsibleGaming {
      limits {
        ...GamblingLimitRow
      }
      coolingOffHours
      changes {
        what
        kind
        period
        from
        to
        length
        effectiveAt
        endsAt
        createdAt
        sessionId
      }
    }
    brand {
      timeZone
    }
  }
`);

export const SetGamblingLimitMutation = graphql(`
  mutation SetGamblingLimit($input: GamblingLimitInput!) {
    setGamblingLimit(input: $input) {
      ...UserErrors
      limit {
        ...GamblingLimitRow
      }
    }
  }
`);

export const StartExclusionMutation = graphql(`
  mutation StartExclusion($input: ExclusionInput!) {
    startExclusion(input: $input) {
      ...UserErrors
      endsAt
    }
  }
`);

/** What a refusal's amount and time are written with: the brand's zone and the language's currency symbol. */
export const UserErrorFormatsQuery = graphql(`
  query UserErrorFormats {
    brand {
      timeZone
      currencySymbol
    }
  }
`);

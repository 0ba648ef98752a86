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

/** The session time limit as the page shows it: in force, and a waiting longer limit or removal. */
export const SessionLimitFragment = graphql(`
  fragment SessionLimitFields on SessionLimit {
    minutes
    pending
    pendingMinutes
    pendingEffectiveAt
  }
`);

/** The responsible-gaming page: every limit, the brand's cooling-off, the changes made; and the brand's zone and help channels. */
export const ResponsibleGamingPageQuery = graphql(`
  query ResponsibleGamingPage {
    saferGamblingPrompts {
      due
    }
    responsibleGaming {
      tools
      limits {
        ...GamblingLimitRow
      }
      coolingOffHours
      sessionLimit {
        ...SessionLimitFields
      }
      realityCheckMinutes
      brandRealityCheckMinutes
      selfExclusionAlsoOn
      changes {
        what
        kind
        period
        from
        to
        fromMinutes
        toMinutes
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

/** Closes the account for good (the gateway clears the portal's cookie with the platform's sessions). */
export const CloseAccountMutation = graphql(`
  mutation CloseAccount($input: CloseAccountInput!) {
    closeAccount(input: $input) {
      ...UserErrors
    }
  }
`);

/** Sets, shortens, lengthens or removes the session time limit (shorter at once, longer or removed after the cooling-off). */
export const SetSessionLimitMutation = graphql(`
  mutation SetSessionLimit($input: MinutesInput!) {
    setSessionLimit(input: $input) {
      ...UserErrors
      sessionLimit {
        ...SessionLimitFields
      }
    }
  }
`);

/** Sets the reality-check interval, or goes back to the brand's default (null), at once. */
export const SetRealityCheckMutation = graphql(`
  mutation SetRealityCheck($input: MinutesInput!) {
    setRealityCheck(input: $input) {
      ...UserErrors
      realityCheckMinutes
    }
  }
`);

/** This login session's clock and play (the reality check and the session-limit warning), and the brand's zone to write its end in. */
export const PlaySessionQuery = graphql(`
  query PlaySession {
    playSession {
      startedAt
      endsAt
      realityCheckMinutes
      stakes
      net
      rounds
    }
    brand {
      timeZone
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

/** The safer-gambling prompts due for the member now (null for a visitor, a trial account, or without the platform's tools). */
export const SaferGamblingPromptsQuery = graphql(`
  query SaferGamblingPrompts {
    saferGamblingPrompts {
      due
    }
  }
`);

/** The member's answer to a prompt (kept by the platform). */
export const AnswerSaferGamblingPromptMutation = graphql(`
  mutation AnswerSaferGamblingPrompt($input: SaferGamblingAnswerInput!) {
    answerSaferGamblingPrompt(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

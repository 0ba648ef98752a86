import { graphql } from '../../graphql/generated';

/** Who is logged in, for the agent login page (agents go straight on to the agent centre). */
export const AgentLoginPageQuery = graphql(`
  query AgentLoginPage {
    me {
      account
      isAgent
    }
  }
`);

/** The agent centre's frame (guard, menu switches) and its overview. */
export const AgentCentreQuery = graphql(`
  query AgentCentre {
    me {
      ...GuardedMember
      account
      nickname
      affiliateCode
      previousLoginTime
    }
    balance {
      amount
    }
    features {
      ...AreaFlags
    }
  }
`);

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

/** The agent centre's overview. */
export const AgentHomePageQuery = graphql(`
  query AgentHomePage {
    me {
      account
      nickname
      isAgent
      isTrial
      affiliateCode
      previousLoginTime
    }
    balance {
      amount
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

/** The member centre's frame (guard, menu switches, the wallet mode) and the "my account" overview. */
export const MemberPageQuery = graphql(`
  query MemberPage {
    me {
      ...GuardedMember
      account
      nickname
      type
      avatarUrl
      previousLoginTime
      registeredAt
      mobile
      email
    }
    balance {
      amount
    }
    wallets {
      mode
    }
    features {
      ...AreaFlags
    }
  }
`);

import { graphql } from '../../graphql/generated';

/** The member centre's frame (guard, menu switches) and the "my account" overview. */
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
    features {
      ...AreaFlags
    }
  }
`);

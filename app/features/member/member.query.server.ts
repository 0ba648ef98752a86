import { graphql } from '../../graphql/generated';

/** The member centre's frame and the "my account" overview. */
export const MemberPageQuery = graphql(`
  query MemberPage {
    me {
      account
      nickname
      type
      isAgent
      isTrial
      avatarUrl
      previousLoginTime
      registeredAt
      mobile
      email
    }
    balance {
      amount
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      current
      ip
      deviceId
      origin
      createdAt
      lastSeenAt
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      ...UserErrors
    }
  }
`);

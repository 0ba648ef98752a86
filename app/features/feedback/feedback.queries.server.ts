import { graphql } from '#app/graphql/generated/index';

/** The feedback dialog: who is asking (members only, trial accounts get the real-account prompt) and, on its second tab, their feedback. */
export const FeedbackPageQuery = graphql(`
  query FeedbackPage($page: Int!, $withList: Boolean!) {
    me {
      isTrial
    }
    myFeedback(page: $page, pageSize: 5) @include(if: $withList) {
      ...FeedbackList
    }
  }
`);

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      ...UserErrors
      feedback {
        id
      }
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

/** A page of the member's feedback with the answers, as "My feedback" lists it (FeedbackDialog.tsx). */
export const FeedbackListFragment = graphql(`
  fragment FeedbackList on FeedbackPage {
    page
    pageSize
    total
    items {
      id
      content
      imageCount
      status
      answer
      answeredAt
      createdAt
    }
  }
`);

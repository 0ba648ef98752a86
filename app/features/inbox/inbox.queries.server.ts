import { graphql } from '#app/graphql/generated/index';

/** The messages page: a page of the inbox and, when the URL opens one, that message. */
export const InboxPageQuery = graphql(`
  query InboxPage($page: Int!, $pageSize: Int!, $messageId: ID!, $withMessage: Boolean!) {
    inbox(page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      unread
      items {
        ...InboxRow
      }
    }
    inboxMessage(id: $messageId) @include(if: $withMessage) {
      ...InboxRow
      content
    }
  }
`);

export const InboxRowFragment = graphql(`
  fragment InboxRow on InboxMessage {
    id
    title
    createdAt
    audience
    read
  }
`);

export const MarkInboxReadMutation = graphql(`
  mutation MarkInboxRead($input: MarkInboxReadInput!) {
    markInboxRead(input: $input) {
      ...UserErrors
      unread
    }
  }
`);

export const DeleteInboxMessagesMutation = graphql(`
  mutation DeleteInboxMessages($input: DeleteInboxMessagesInput!) {
    deleteInboxMessages(input: $input) {
      ...UserErrors
      unread
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

export const ComplaintFieldsFragment = graphql(`
  fragment ComplaintFields on Complaint {
    reference
    subject {
      kind
      ref
      summary {
        time
        amount
        label
      }
    }
    status
    createdAt
    updatedAt
    answerDueAt
    finalAnswerAt
    closedAt
    lastAuthor
    lastMessageAt
    escalation {
      availableAt
      available
      body {
        name
        url
        email
        phone
      }
    }
  }
`);

/** The list with the brand's rules. */
export const ComplaintsPageQuery = graphql(`
  query ComplaintsPage($page: Int!) {
    myComplaints(page: $page, pageSize: 10) {
      page
      pageSize
      total
      items {
        ...ComplaintFields
      }
      rules {
        answerDays
        escalationDays
        disputeBody {
          name
          url
          email
          phone
        }
      }
    }
  }
`);

/** One complaint with its messages, and whether the brand names a dispute body at all. */
export const ComplaintQuery = graphql(`
  query ComplaintDetail($reference: String!) {
    myComplaints(page: 1, pageSize: 1) {
      rules {
        disputeBody {
          name
        }
      }
    }
    complaint(reference: $reference) {
      ...ComplaintFields
      messages {
        id
        author
        body
        final
        createdAt
        images
      }
    }
  }
`);

export const FileComplaintMutation = graphql(`
  mutation FileComplaint($input: FileComplaintInput!) {
    fileComplaint(input: $input) {
      ...UserErrors
      complaint {
        reference
      }
    }
  }
`);

export const AddComplaintMessageMutation = graphql(`
  mutation AddComplaintMessage($input: ComplaintMessageInput!) {
    addComplaintMessage(input: $input) {
      ...UserErrors
    }
  }
`);

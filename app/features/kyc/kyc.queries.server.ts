import { graphql } from '#app/graphql/generated/index';

/** The verification page: the member's status, each needed kind, the documents sent and the gates; the brand's zone for the dates. */
export const VerificationPageQuery = graphql(`
  query VerificationPage {
    verification {
      status
      ageVerified
      kinds {
        kind
        state
        reason
        expiresAt
        asked
        note
      }
      documents {
        id
        kind
        state
        reason
        sentAt
      }
      gates {
        realPlay
        withdraw
        freePlay
        depositAbove
      }
    }
    brand {
      timeZone
      currencySymbol
    }
  }
`);

export const UploadVerificationDocumentMutation = graphql(`
  mutation UploadVerificationDocument($input: VerificationDocumentInput!) {
    uploadVerificationDocument(input: $input) {
      ...UserErrors
      document {
        id
        kind
        state
      }
    }
  }
`);

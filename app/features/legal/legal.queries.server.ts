import { graphql } from '#app/graphql/generated/index';

/** A document's page: the version asked for (the one in force without it), every version, and the brand's zone for the dates. */
export const LegalDocumentPageQuery = graphql(`
  query LegalDocumentPage($kind: LegalDocumentKind!, $version: Int) {
    legalDocument(kind: $kind, version: $version) {
      kind
      version
      effectiveAt
      current
      language
      title
      summary
      body
      versions {
        version
        effectiveAt
        current
        summary
      }
    }
    brand {
      timeZone
    }
  }
`);

/** What the acceptance dialog shows: each version waiting for the member, with what changed. */
export const LegalPendingQuery = graphql(`
  query LegalPending {
    legalRecord {
      pending {
        kind
        version
        effectiveAt
        title
        summary
      }
      # Whether the member accepted a version of the kind before: a first acceptance is asked, not announced as a change.
      acceptances {
        kind
      }
    }
  }
`);

export const AcceptLegalDocumentsMutation = graphql(`
  mutation AcceptLegalDocuments($input: AcceptLegalDocumentsInput!) {
    acceptLegalDocuments(input: $input) {
      ...UserErrors
      pending
    }
  }
`);

import { graphql } from '#app/graphql/generated/index';

/** The member's archives and erasure request with the brand's periods. */
export const MyDataQuery = graphql(`
  query MyDataPage {
    myData {
      exports {
        id
        status
        progress
        requestedAt
        readyAt
        expiresAt
        size
      }
      erasure {
        requestedAt
        eraseAfter
        erasedAt
      }
      exportHours
      retentionDays
      hidesPublicWins
    }
  }
`);

export const SetPublicWinsMutation = graphql(`
  mutation SetPublicWins($input: PublicWinsInput!) {
    setPublicWins(input: $input) {
      ...UserErrors
      hidesPublicWins
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      ...UserErrors
    }
  }
`);

export const DataExportLinkMutation = graphql(`
  mutation DataExportLink($input: DataExportLinkInput!) {
    dataExportLink(input: $input) {
      ...UserErrors
      token
    }
  }
`);

export const RequestErasureMutation = graphql(`
  mutation RequestErasure($input: ErasureInput!) {
    requestErasure(input: $input) {
      ...UserErrors
      erasure {
        eraseAfter
      }
    }
  }
`);

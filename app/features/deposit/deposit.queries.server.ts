import { graphql } from '#app/graphql/generated/index';

/** The deposit page: the brand's methods, the member's recent deposits and, after a step, the one deposit it concerns. */
export const DepositPageQuery = graphql(`
  query DepositPage($depositId: ID!, $withDeposit: Boolean!) {
    # A deposit limit offered before the first deposit (docs/decisions/058).
    saferGamblingPrompts {
      due
    }
    depositSettings {
      allowDeposit
      methods {
        code
        kind
        name
        bankTypes
        minAmount
        maxAmount
      }
    }
    myDeposits(pageSize: 10) {
      total
      items {
        ...DepositRow
      }
    }
    deposit(id: $depositId) @include(if: $withDeposit) {
      ...DepositRow
      walletAddress
      payeeName
      account {
        bankName
        accountName
        accountNumber
      }
    }
  }

  fragment DepositRow on Deposit {
    id
    status
    kind
    methodName
    bankType
    amount
    createdAt
    firstDeposit
    paymentUrl
    qrImageUrl
  }
`);

export const CreateDepositMutation = graphql(`
  mutation CreateDeposit($input: CreateDepositInput!) {
    createDeposit(input: $input) {
      ...UserErrors
      deposit {
        id
      }
    }
  }
`);

export const CancelDepositMutation = graphql(`
  mutation CancelDeposit($id: ID!) {
    cancelDeposit(id: $id) {
      ...UserErrors
    }
  }
`);

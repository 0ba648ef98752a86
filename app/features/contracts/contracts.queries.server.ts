import { graphql } from '#app/graphql/generated/index';

export const ContractTierFieldsFragment = graphql(`
  fragment ContractTierFields on ContractTier {
    rateBasisPoints
    amount
    activeCount
    periodConsumption
    periodLoss
    minBetPeriod
    endTime
  }
`);

export const ContractFieldsFragment = graphql(`
  fragment ContractFields on Contract {
    id
    kind
    period
    status
    requestKind
    requestedBy
    awaitingMe
    mine
    terms {
      tiers {
        ...ContractTierFields
      }
      winRateBasisPoints
      lossRateBasisPoints
      singleBetAmount
    }
    upline {
      username
      nickname
    }
    downline {
      username
      nickname
    }
    offeredAt
    startedAt
    endedAt
    endReason
  }
`);

/** One kind's page in the agent centre: the desk (own contract, given ones, downline, statements). */
export const ContractDeskPageQuery = graphql(`
  query ContractDeskPage($kind: ContractKind!, $page: Int!, $pageSize: Int!, $withInfo: Boolean!) {
    contractInfo @include(if: $withInfo) {
      kinds {
        kind
        page
      }
    }
    contractDesk(kind: $kind, page: $page, pageSize: $pageSize) {
      kind
      isAgent
      contract {
        ...ContractFields
      }
      offers {
        ...ContractFields
      }
      given {
        ...ContractFields
      }
      downlines {
        username
        nickname
        isAgent
      }
      maxRateBasisPoints
      statements {
        total
        page
        pageSize
        items {
          id
          contractId
          upline
          downline
          periodStart
          periodEnd
          betCount
          turnover
          validBet
          loss
          activePlayers
          wonValidBet
          lostValidBet
          tierIndex
          tier {
            ...ContractTierFields
          }
          rateBasisPoints
          base
          amount
          status
          dueAt
          paidAt
          payer
        }
      }
    }
  }
`);

/** The member centre's contract page: the account's own open contracts of every kind (one list, cheap). */
export const MyContractsPageQuery = graphql(`
  query MyContractsPage {
    contractInfo {
      awaiting
      contracts {
        ...ContractFields
      }
    }
  }
`);

export const OfferContractMutation = graphql(`
  mutation OfferContract($input: OfferContractInput!) {
    offerContract(input: $input) {
      ...UserErrors
      status
    }
  }
`);

export const AnswerContractMutation = graphql(`
  mutation AnswerContract($input: AnswerContractInput!) {
    answerContract(input: $input) {
      ...UserErrors
      status
    }
  }
`);

export const RequestContractTerminationMutation = graphql(`
  mutation RequestContractTermination($input: ContractRefInput!) {
    requestContractTermination(input: $input) {
      ...UserErrors
      status
    }
  }
`);

export const IssueDividendMutation = graphql(`
  mutation IssueDividend($input: IssueDividendInput!) {
    issueDividend(input: $input) {
      ...UserErrors
      status
    }
  }
`);

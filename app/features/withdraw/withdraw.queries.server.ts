import { graphql } from '#app/graphql/generated/index';

/** The withdraw page: what may be withdrawn, the receipts awaiting an answer and a page of withdrawals. */
export const WithdrawPageQuery = graphql(`
  query WithdrawPage($page: Int!, $pageSize: Int!) {
    withdrawSettings {
      ...WithdrawLimits
      dailyCount
      usedToday
      remainingToday
      held
      autoApprove
      receiptConfirmMinutes
      paymentPasswordSet
      bankCards {
        id
        bankName
        maskedNumber
        accountName
      }
    }
    withdrawalsAwaitingReceipt {
      minutes
      items {
        ...WithdrawalRow
      }
    }
    myWithdrawals(page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      items {
        ...WithdrawalRow
      }
    }
  }
`);

export const WithdrawLimitsFragment = graphql(`
  fragment WithdrawLimits on WithdrawSettings {
    minAmount
    maxAmount
    available
    # The bonus wallet (docs/decisions/067): never withdrawable; an active bonus is forfeited by a withdrawal.
    bonus
    activeBonus {
      ...ActiveBonusMeter
    }
  }
`);

export const WithdrawalRowFragment = graphql(`
  fragment WithdrawalRow on Withdrawal {
    id
    amount
    status
    rejectReason
    card {
      id
      bankName
      maskedNumber
      accountName
    }
    createdAt
    decidedAt
    receipt
    receiptDeadline
    confirmedAt
    hasProof
  }
`);

/** The action's bounds for the amount (the same the form showed). */
export const WithdrawLimitsQuery = graphql(`
  query WithdrawLimits {
    withdrawSettings {
      ...WithdrawLimits
    }
  }
`);

export const RequestWithdrawalMutation = graphql(`
  mutation RequestWithdrawal($input: WithdrawalInput!) {
    requestWithdrawal(input: $input) {
      ...UserErrors
      withdrawal {
        id
        status
      }
    }
  }
`);

export const ConfirmReceiptMutation = graphql(`
  mutation ConfirmReceipt($input: ReceiptInput!) {
    confirmReceipt(input: $input) {
      ...UserErrors
      withdrawals {
        id
        receipt
      }
    }
  }
`);

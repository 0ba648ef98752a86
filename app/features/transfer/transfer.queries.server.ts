import { graphql } from '#app/graphql/generated/index';

/** transferFund: the brand's wallet mode and the member's wallets. */
export const TransferFundPageQuery = graphql(`
  query TransferFundPage {
    wallets {
      mode
      main
      total
      vendors {
        vendorCode
        name
        balance
      }
    }
  }
`);

export const TransferBetweenWalletsMutation = graphql(`
  mutation TransferBetweenWallets($input: WalletTransferInput!) {
    transferBetweenWallets(input: $input) {
      ...UserErrors
      amount
    }
  }
`);

export const TransferAllToMainMutation = graphql(`
  mutation TransferAllToMain($input: AllToMainInput!) {
    transferAllToMain(input: $input) {
      ...UserErrors
      amount
    }
  }
`);

/** transferUpline: whom the member may send to, the limits, the balance and recent transfers. */
export const TransferUplinePageQuery = graphql(`
  query TransferUplinePage {
    transferOptions {
      isAgent
      canSend
      upline {
        username
        nickname
      }
      minAmount
      maxAmount
      paymentPasswordSet
    }
    balance {
      amount
    }
    playerTransfers(page: 1, pageSize: 10) {
      total
      items {
        id
        direction
        party {
          username
          nickname
        }
        amount
        status
        createdAt
      }
    }
  }
`);

/** The options alone: the action checks the amount against the same limits the page showed. */
export const TransferOptionsQuery = graphql(`
  query TransferOptions {
    transferOptions {
      minAmount
      maxAmount
    }
  }
`);

export const DownlineSearchQuery = graphql(`
  query DownlineSearch($username: String!) {
    downlineSearch(username: $username) {
      username
      nickname
      level
    }
  }
`);

export const TransferToPlayerMutation = graphql(`
  mutation TransferToPlayer($input: PlayerTransferInput!) {
    transferToPlayer(input: $input) {
      ...UserErrors
      completed
    }
  }
`);

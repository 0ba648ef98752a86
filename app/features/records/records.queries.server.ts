import { graphql } from '#app/graphql/generated/index';

/** transactionHistory: one page of the member's movements and the totals of the filtered range. */
export const TransactionHistoryPageQuery = graphql(`
  query TransactionHistoryPage($filter: TransactionFilter!, $page: Int!, $pageSize: Int!, $sort: TransactionSort!, $direction: SortDirection!) {
    transactionHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      totalIn
      totalOut
      net
      items {
        id
        time
        kind
        type
        status
        amount
        wallet
        reference
        method
        bankName
        counterparty
        fromWallet
        toWallet
        gameName
        vendor
      }
    }
  }
`);

/** personalHistoryCopy and personalProfit: the game types for their filter (a cached public list). */
export const RecordsGameTypesQuery = graphql(`
  query RecordsGameTypes {
    gameNavigation {
      gameType
      name
    }
  }
`);

/** personalHistoryCopy: one page of the member's rounds and the totals of the filtered range. */
export const BettingRecordsPageQuery = graphql(`
  query BettingRecordsPage($filter: BetFilter!, $page: Int!, $pageSize: Int!, $sort: BetSort!, $direction: SortDirection!) {
    bettingRecords(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      totalStake
      totalValidBet
      totalWinLoss
      items {
        id
        roundId
        time
        gameName
        vendorName
        gameType
        gameTypeName
        stake
        validBet
        winLoss
        status
      }
    }
  }
`);

/** personalProfit: win/loss and turnover per period and game type. */
export const PersonalProfitPageQuery = graphql(`
  query PersonalProfitPage($filter: ProfitFilter!, $page: Int!, $pageSize: Int!, $sort: ProfitSort!, $direction: SortDirection!) {
    personalProfit(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      totalBets
      totalStake
      totalTurnover
      totalWinLoss
      items {
        periodStart
        periodEnd
        gameType
        gameTypeName
        bets
        stake
        turnover
        winLoss
      }
    }
  }
`);

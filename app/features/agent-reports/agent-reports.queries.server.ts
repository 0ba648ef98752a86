import { graphql } from '#app/graphql/generated/index';

/** agentTeamOverview: the team and the direct downline over the range, and the team per day. */
export const AgentTeamOverviewPageQuery = graphql(`
  query AgentTeamOverviewPage($fromDate: String!, $toDate: String!) {
    agentTeamOverview(fromDate: $fromDate, toDate: $toDate) {
      fromDate
      toDate
      timeZone
      team {
        ...AgentTeamFiguresFields
      }
      direct {
        ...AgentTeamFiguresFields
      }
      days {
        date
        activePlayers
        newMembers
        deposits
        withdrawals
        turnover
        validBets
        winLoss
        profit
      }
    }
  }
  fragment AgentTeamFiguresFields on AgentTeamFigures {
    teamSize
    newMembers
    firstDepositors
    activePlayers
    depositCount
    deposits
    withdrawalCount
    withdrawals
    bets
    turnover
    validBets
    winLoss
    bonuses
    rebates
    profit
  }
`);

/** agentRevenueReport: one page of revenue and commission per period and product. */
export const AgentRevenuePageQuery = graphql(`
  query AgentRevenuePage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentRevenueSort!, $direction: SortDirection!) {
    agentRevenueReport(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      totalBets
      totalTurnover
      totalValidBets
      totalPayout
      totalRevenue
      totalCommission
      items {
        periodStart
        periodEnd
        gameType
        bets
        turnover
        validBets
        payout
        revenue
        rateBp
        commission
      }
    }
  }
`);

/** palStatementsAgentCopy: one page of profit and loss statements per period. */
export const AgentStatementsPageQuery = graphql(`
  query AgentStatementsPage($filter: AgentReportFilter!, $page: Int!, $pageSize: Int!, $sort: AgentStatementSort!, $direction: SortDirection!) {
    agentStatements(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      items {
        ...AgentStatementFields
      }
      totals {
        ...AgentStatementFields
      }
    }
  }
  fragment AgentStatementFields on AgentStatementRow {
    periodStart
    periodEnd
    deposits
    withdrawals
    bets
    turnover
    validBets
    payout
    winLoss
    bonuses
    rebates
    netRevenue
  }
`);

/** agentDownlineTransactionDetailsCopy: one page of the team's deposits, withdrawals and transfers. */
export const AgentDownlineTransactionsPageQuery = graphql(`
  query AgentDownlineTransactionsPage(
    $filter: AgentTransactionFilter!
    $page: Int!
    $pageSize: Int!
    $sort: AgentTransactionSort!
    $direction: SortDirection!
  ) {
    agentDownlineTransactions(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      page
      pageSize
      totalDeposits
      totalWithdrawals
      totalTransfersIn
      totalTransfersOut
      items {
        id
        time
        username
        type
        amount
        status
        counterparty
      }
    }
  }
`);

/** The agent reports (docs/platform-protocol.md "Agent reports"): amounts become minor units here. */
import * as z from 'zod';
import { memberRead, relay, type EndpointDef } from '../endpoint-row';
import { amount, timestamp } from './common';

const pageFields = { pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int().nonnegative() };
const count = z.number().int().nonnegative();

const figures = z.object({
  teamSize: count,
  newMembers: count,
  firstDepositors: count,
  activePlayers: count,
  depositCount: count,
  deposits: amount,
  withdrawalCount: count,
  withdrawals: amount,
  bets: count,
  turnover: amount,
  validBets: amount,
  winLoss: amount,
  bonuses: amount,
  rebates: amount,
  profit: amount,
});

export const agentTeamOverviewSchema = z.lazy(() =>
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    team: figures,
    direct: figures,
    days: z.array(
      z.object({
        date: z.string(),
        activePlayers: count,
        newMembers: count,
        deposits: amount,
        withdrawals: amount,
        turnover: amount,
        validBets: amount,
        winLoss: amount,
        profit: amount,
      }),
    ),
  }),
);

export const agentRevenueSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        periodStart: z.string(),
        periodEnd: z.string(),
        gameType: z.string(),
        bets: count,
        turnover: amount,
        validBets: amount,
        payout: amount,
        revenue: amount,
        rateBp: z.number().int(),
        commission: amount,
      }),
    ),
    ...pageFields,
    totals: z.object({ bets: count, turnover: amount, validBets: amount, payout: amount, revenue: amount, commission: amount }),
  }),
);

const statementFields = {
  deposits: amount,
  withdrawals: amount,
  bets: count,
  turnover: amount,
  validBets: amount,
  payout: amount,
  winLoss: amount,
  bonuses: amount,
  rebates: amount,
  netRevenue: amount,
};

export const agentStatementsSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object({ periodStart: z.string(), periodEnd: z.string(), ...statementFields })),
    ...pageFields,
    totals: z.object(statementFields),
  }),
);

export const agentDownlineTransactionsSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        time: timestamp,
        username: z.string(),
        type: z.enum(['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT']),
        amount,
        status: z.enum(['PENDING', 'PAID', 'CANCELLED', 'REJECTED', 'HELD', 'REFUNDED', 'DEBITED', 'COMPLETED']),
        counterparty: z
          .string()
          .nullish()
          .transform((v) => v ?? null),
      }),
    ),
    ...pageFields,
    totals: z.object({ count, deposits: amount, withdrawals: amount, transfersIn: amount, transfersOut: amount }),
  }),
);

/** The agent reports' rows of the endpoint table (endpoints.ts): our own calls (platform module agent-reports), agents only, never cached. */
export const agentReportsEndpoints = {
  agentTeamOverview: memberRead(relay('MCS2_agentTeamOverview'), 'AGENT3', agentTeamOverviewSchema),
  agentRevenueReport: memberRead(relay('MCS2_agentRevenueReport'), 'AGENT3', agentRevenueSchema),
  agentStatements: memberRead(relay('MCS2_agentPalStatements'), 'AGENT3', agentStatementsSchema),
  agentDownlineTransactions: memberRead(relay('MCS2_agentDownlineTransactions'), 'AGENT3', agentDownlineTransactionsSchema),
} satisfies Record<string, EndpointDef>;

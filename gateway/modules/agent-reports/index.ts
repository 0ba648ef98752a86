import type { Resolvers } from '#gateway/generated/resolvers-types';
import { agentDownlineTransactions } from './resolvers/Query/agentDownlineTransactions';
import { agentRevenueReport } from './resolvers/Query/agentRevenueReport';
import { agentStatements } from './resolvers/Query/agentStatements';
import { agentTeamOverview } from './resolvers/Query/agentTeamOverview';

/** The agent reports (docs/platform-protocol.md "Agent reports"): team overview, revenue, statements, downline transactions. */
export const agentReportsResolvers: Resolvers = {
  Query: { agentTeamOverview, agentRevenueReport, agentStatements, agentDownlineTransactions },
};

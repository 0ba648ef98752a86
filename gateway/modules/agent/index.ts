import type { Resolvers } from '#gateway/generated/resolvers-types';
import { announcements } from './resolvers/AgentDesk/announcements';
import { downline } from './resolvers/AgentDesk/downline';
import { policy } from './resolvers/AgentDesk/policy';
import { team } from './resolvers/AgentDesk/team';
import { markAgentAnnouncementsRead } from './resolvers/Mutation/markAgentAnnouncementsRead';
import { registerDownline } from './resolvers/Mutation/registerDownline';
import { agentDesk } from './resolvers/Query/agentDesk';

/** The agent centre's own data: namespace Query.agentDesk (docs/platform-protocol.md "Agent centre"). */
export const agentDeskResolvers: Resolvers = {
  Query: { agentDesk },
  Mutation: { registerDownline, markAgentAnnouncementsRead },
  AgentDesk: { policy, announcements, team, downline },
};

import { useRouteLoaderData } from '@remix-run/react';
import type { AreaSection } from '../../components/sections';
import type { AgentCentreQuery } from '../../graphql/generated/graphql';

/** What the agent centre's layout gives its pages: the agent its guard let in, the balance, the invitation link. */
export interface AgentCentreData {
  title: string;
  agent: NonNullable<AgentCentreQuery['me']>;
  balance: number | null;
  inviteUrl: string | null;
  sections: AreaSection[];
}

export function useAgentCentre(): AgentCentreData | undefined {
  return useRouteLoaderData('routes/agentHome') as AgentCentreData | undefined;
}

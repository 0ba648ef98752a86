import { useRouteLoaderData } from '@remix-run/react';
import type { AreaSection } from '#app/components/sections';
import type { AgentCentreQuery } from '#app/graphql/generated/graphql';

/** What the agent centre's layout gives its pages: the agent its guard let in, the balance, the invitation link, the brand's zone. */
export interface AgentCentreData {
  title: string;
  agent: NonNullable<AgentCentreQuery['me']>;
  balance: number | null;
  inviteUrl: string | null;
  sections: AreaSection[];
  /** The brand's time zone (reports count its days; the bar's clock shows its time). */
  timeZone: string;
  /** When the page was rendered (the clock's first value). */
  serverNow: number;
  customerService: { kind: 'chat'; href: string } | { kind: 'external'; href: string } | null;
}

export function useAgentCentre(): AgentCentreData | undefined {
  return useRouteLoaderData('agentHome') as AgentCentreData | undefined;
}

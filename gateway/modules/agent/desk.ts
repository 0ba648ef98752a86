import type { GatewayContext } from '#gateway/context';
import { loadMember } from '#gateway/modules/session/member';

/** The agent desk's parent value: the agent's username (its parts ask the platform only when selected). */
export interface AgentDeskModel {
  account: string;
}

/** The logged-in agent (not a trial account), or null: the agent desk is not asked for anyone else. */
export async function currentAgent(ctx: GatewayContext): Promise<AgentDeskModel | null> {
  const member = await loadMember(ctx);
  if (!member || member.isTrial || !member.isAgent) return null;
  return { account: member.account };
}

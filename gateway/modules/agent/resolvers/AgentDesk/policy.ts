import type { AgentDeskResolvers } from '#gateway/generated/resolvers-types';
import { toFeatureFlags } from '#gateway/modules/system/flags';
import { rebateOf } from '../../mappers';

/** Only with the brand's AGENTPOLICY3 on (docs/spec-index.md#roles-and-permissions); the desk already answers agents only, never trial accounts. */
export const policy: NonNullable<AgentDeskResolvers['policy']> = async (_desk, _args, ctx) => {
  const { list } = await ctx.platform.call('whitelabel');
  if (!toFeatureFlags(list).agentPolicy) return null;
  const value = await ctx.platform.call('agentPolicy');
  return { agentType: value.agentType, canOpenMember: value.canOpenMember, canOpenAgent: value.canOpenAgent, rebates: value.rebates.map(rebateOf) };
};

import type { AreaSection } from '../../components/sections';
import type { FeatureFlag } from '../member/sections';

/** The agent centre's menu, in order (spec §2 "Agent center"); the reports and contracts join it here. */
export const AGENT_SECTIONS: readonly AreaSection<FeatureFlag>[] = [{ path: '/agentHome', label: 'agent.overview', end: true }];

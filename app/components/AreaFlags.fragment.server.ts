import { graphql } from '#app/graphql/generated/index';

/** The whitelabel switches a guarded area's section table may depend on (sections.ts). */
export const AreaFlagsFragment = graphql(`
  fragment AreaFlags on FeatureFlags {
    points
    favorites
    missions
    manualRebate
    chat
    agentPolicy
  }
`);

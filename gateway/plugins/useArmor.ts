import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

/**
 * Depth, alias, token, directive and cost limits, always on. A rejected operation fails parsing or
 * validation, so no resolver runs and no platform call is made.
 */
export const armorLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 5000,
};

export function useArmor(production: boolean) {
  return EnvelopArmorPlugin({
    maxDepth: { n: armorLimits.maxDepth },
    maxAliases: { n: armorLimits.maxAliases },
    maxTokens: { n: armorLimits.maxTokens },
    maxDirectives: { n: armorLimits.maxDirectives },
    costLimit: { maxCost: armorLimits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
    // Field suggestions reveal the schema; keep them for developers only.
    blockFieldSuggestion: { enabled: production },
  });
}

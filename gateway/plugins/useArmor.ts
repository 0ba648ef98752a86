import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';

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

/**
 * A limit's rejection is reported as a validation error (armor's Envelop rules throw by default,
 * which left the error without a code and answered it 200): it then fails validation as every
 * other rule does, GRAPHQL_VALIDATION_FAILED and a 400 to a client of
 * application/graphql-response+json.
 */
const asValidationError = () => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
});

export function useArmor(production: boolean) {
  return EnvelopArmorPlugin({
    maxDepth: { n: armorLimits.maxDepth, ...asValidationError() },
    maxAliases: { n: armorLimits.maxAliases, ...asValidationError() },
    // Counted while parsing: a syntax error (GRAPHQL_PARSE_FAILED) already.
    maxTokens: { n: armorLimits.maxTokens },
    maxDirectives: { n: armorLimits.maxDirectives, ...asValidationError() },
    costLimit: { maxCost: armorLimits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ...asValidationError() },
    // Field suggestions reveal the schema; keep them for developers only.
    blockFieldSuggestion: { enabled: production },
  });
}

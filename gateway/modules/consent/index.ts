import type { Resolvers } from '#gateway/generated/resolvers-types';
import { setMarketingConsents } from './resolvers/Mutation/setMarketingConsents';
import { marketingPreferences } from './resolvers/Query/marketingPreferences';

/** Marketing consent per product and channel (docs/decisions/061; docs/platform-protocol.md "Marketing consent per product and channel"). */
export const consentResolvers: Resolvers = {
  Query: { marketingPreferences },
  Mutation: { setMarketingConsents },
};

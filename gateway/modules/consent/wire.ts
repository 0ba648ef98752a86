import type { MarketingPreferences } from '#gateway/generated/resolvers-types';
import type { marketingPreferencesSchema } from '#gateway/upstream/dto/consent';
import type { z } from 'zod';

/** The preferences as the schema names them: a change's recorded address is `address`. */
export function preferencesOf(value: z.output<typeof marketingPreferencesSchema>): MarketingPreferences {
  return {
    consents: value.consents,
    history: value.history.map(({ ip, ...change }) => ({ ...change, address: ip ?? null })),
    receives: value.receives,
  };
}

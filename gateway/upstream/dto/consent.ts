import * as z from 'zod';
import { memberRead, memberWrite, type EndpointDef } from '../endpoint-row';
import { flag, timestamp } from './common';

/**
 * Marketing consent per product and channel: this project's extension (docs/platform-protocol.md
 * "Marketing consent per product and channel"; docs/decisions/061-marketing-consent.md). A product
 * or channel this portal does not know (a newer platform's) is left out of a list, never fails it.
 */
export const MARKETING_PRODUCTS = ['CASINO', 'SPORTS', 'LOTTERY'] as const;
export const MARKETING_CHANNELS = ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'] as const;

const product = z.enum(MARKETING_PRODUCTS);
const channel = z.enum(MARKETING_CHANNELS);

/** Rows of a product or channel this portal does not know are left out. */
const knownPairs = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((rows) =>
    rows.flatMap((row) => {
      const pair = row as { product?: unknown; channel?: unknown };
      return product.safeParse(pair?.product).success && channel.safeParse(pair?.channel).success ? [item.parse(row) as z.output<T>] : [];
    }),
  );

export const marketingPreferencesSchema = z.lazy(() =>
  z.object({
    consents: knownPairs(z.object({ product, channel, granted: flag, updatedAt: timestamp.nullable() })),
    history: knownPairs(z.object({ product, channel, granted: flag, at: timestamp, ip: z.string().max(64).nullish() })),
    receives: flag,
  }),
);

/** The products whose site marketing a member allows, as member info carries them (unknown ones left out). */
export const marketingSiteSchema = z.lazy(() => z.array(z.unknown()).transform((products) => MARKETING_PRODUCTS.filter((known) => products.includes(known))));

/** The rows of the endpoint table (endpoints.ts); a platform without them answers function.not.available or 404 and the page is hidden. */
export const consentEndpoints = {
  marketingPreferences: memberRead('/wps/member/consents', 'COMM3', marketingPreferencesSchema),
  setMarketingConsents: memberWrite('/wps/member/consents', 'COMM3', marketingPreferencesSchema, { method: 'PUT' }),
} satisfies Record<string, EndpointDef>;

import * as z from 'zod';
import type { MarketingChannel, MarketingProduct } from '#app/graphql/generated/graphql';

/** The products and channels in the order the page shows them (the platform's order). */
export const PRODUCTS = ['CASINO', 'SPORTS', 'LOTTERY'] as const satisfies readonly MarketingProduct[];
export const CHANNELS = ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'] as const satisfies readonly MarketingChannel[];

/** A checkbox's name: one product on one channel ("CASINO_EMAIL"). */
export const fieldName = (product: MarketingProduct, channel: MarketingChannel) => `${product}_${channel}` as const;

/**
 * The preferences form: a checkbox per product and channel, each posted only when ticked (an
 * unticked box sends nothing, so every pair is sent, off when absent: turning one off is a choice).
 */
export const preferencesSchema = z.object(
  Object.fromEntries(PRODUCTS.flatMap((product) => CHANNELS.map((channel) => [fieldName(product, channel), z.boolean().optional()]))),
);

/** Every pair as the mutation takes it, from the form's value. */
export function consentsOf(value: Record<string, boolean | undefined>) {
  return PRODUCTS.flatMap((product) => CHANNELS.map((channel) => ({ product, channel, granted: value[fieldName(product, channel)] === true })));
}

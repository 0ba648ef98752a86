import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { preferencesOf } from '../../wire';

/**
 * The member's changes (docs/platform-protocol.md "Marketing consent per product and channel"):
 * 1 to 15 pairs, each once, checked here so a malformed list never leaves the gateway; the platform
 * records only what changes.
 */
export const setMarketingConsents: NonNullable<MutationResolvers['setMarketingConsents']> = async (_parent, { input }, ctx) => {
  const pairs = input.consents.map((consent) => `${consent.product}:${consent.channel}`);
  if (pairs.length === 0 || pairs.length > 15 || new Set(pairs).size !== pairs.length) return { ...failure('INVALID_INPUT', 'consents'), preferences: null };
  try {
    const value = await ctx.platform.call('setMarketingConsents', {
      body: { consents: input.consents.map(({ product, channel, granted }) => ({ product, channel, granted })) },
    });
    return { ok: true, errors: [], preferences: preferencesOf(value) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], preferences: null };
  }
};

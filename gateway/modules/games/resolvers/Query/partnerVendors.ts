import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import type { VendorDto } from '#gateway/upstream/dto/index';

/** Footer partner logos: every vendor once, without the platform's own TCG-prefixed codes. */
export const partnerVendors: NonNullable<QueryResolvers['partnerVendors']> = async (_parent, _args, ctx) => {
  const { sorting } = await ctx.platform.call('gameMenus');
  const seen = new Map<string, VendorDto>();
  for (const vendor of sorting.flatMap((entry) => entry.vendors)) {
    if (vendor.vassalage.toUpperCase().startsWith('TCG')) continue;
    if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  }
  return [...seen.values()];
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';

/**
 * Every vendor once with the game types it offers (GCSGAME_getVassGameType), in the navigation's
 * order of types: the providers page links each to its games.
 */
export const providers: NonNullable<QueryResolvers['providers']> = async (_parent, _args, ctx) => {
  const [{ list }, { sorting }] = await Promise.all([ctx.platform.call('vendorGameTypes'), ctx.platform.call('gameMenus')]);
  const order = new Map(sorting.map((entry, index) => [entry.gameCategory, index]));
  const rank = (type: string) => order.get(type) ?? Number.MAX_SAFE_INTEGER;
  return list.map((vendor) => ({
    vendor: { vassalage: vendor.vassalage, displayName: vendor.displayName, lagerIcon: null },
    gameTypes: [...vendor.gameTypes].sort((a, b) => rank(a) - rank(b)),
  }));
};

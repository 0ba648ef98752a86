import type { GameResolvers, VendorResolvers } from '#gateway/generated/resolvers-types';

export const Game: GameResolvers = {
  id: (game) => game.nodeId,
  vendor: (game) => game.vassalage,
  name: (game) => game.gameName,
  // supportPlay 0 means the vendor offers a free trial (docs/spec-index.md#entities).
  hasFreeTrial: (game) => game.supportPlay === 0,
  classify: (game) => game.gameClassify ?? null,
  lines: (game) => game.lineNum ?? 0,
  launchKind: (game) => (game.isGame === 'VASSALAGE' ? 'VENDOR_LOBBY' : 'GAME'),
};

export const Vendor: VendorResolvers = {
  code: (vendor) => vendor.vassalage,
  name: (vendor) => vendor.displayName,
  logoUrl: (vendor) => vendor.lagerIcon || `/media/vendors/${encodeURIComponent(vendor.vassalage)}.svg`,
};

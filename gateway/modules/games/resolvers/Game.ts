import type { GameResolvers, VendorResolvers } from '#gateway/generated/resolvers-types';
import { unlessGameFound, unlessNotOffered } from '#gateway/errors';
import { protocolLanguage } from '#gateway/modules/system/language';

export const Game: GameResolvers = {
  id: (game) => game.nodeId,
  vendor: (game) => game.vassalage,
  name: (game) => game.gameName,
  // supportPlay 0 means the vendor offers a free trial (docs/spec-index.md#entities).
  hasFreeTrial: (game) => game.supportPlay === 0,
  classify: (game) => game.gameClassify ?? null,
  lines: (game) => game.lineNum ?? 0,
  launchKind: (game) => (game.isGame === 'VASSALAGE' ? 'VENDOR_LOBBY' : 'GAME'),
  // Our extension (docs/decisions/059): null on a platform without it, or for a game it no longer lists.
  info: async (game, _args, ctx) => {
    const answer = await unlessGameFound(
      unlessNotOffered(ctx.platform.call('gameInfo', { query: { gameId: game.nodeId, language: protocolLanguage(ctx.locale) } })),
    );
    if (!answer) return null;
    return {
      returns: answer.rtp.map((r) => ({ bet: r.bet ?? null, basisPoints: Math.round(r.percent * 100), atMost: r.atMost })),
      minStake: answer.minBet,
      maxStake: answer.maxBet,
      payTable: answer.payTable.map((line) => ({ outcome: line.outcome, paysHundredths: Math.round(line.pays * 100), chance: line.chance })),
      rules: answer.rules,
    };
  },
};

export const Vendor: VendorResolvers = {
  code: (vendor) => vendor.vassalage,
  name: (vendor) => vendor.displayName,
  logoUrl: (vendor) => vendor.lagerIcon || `/media/vendors/${encodeURIComponent(vendor.vassalage)}.svg`,
};

import type { GatewayContext } from '#gateway/context';
import { unlessNotOffered } from '#gateway/errors';
import type { GameDto, JackpotPoolDto } from '#gateway/upstream/dto/index';

/** What the brand shows of jackpots (Query.jackpots): its pools, or whether the spec's decorative counter may stand in. */
export interface JackpotBoard {
  pools: JackpotPoolDto[];
  decorative: boolean;
}

/**
 * Whether the brand's pools were on the last time this isolate read its information block, by
 * merchant. Not per-user state: what a brand has switched on.
 */
const poolsLastSeen = new Map<string, boolean>();

/**
 * The brand's pools, read once a request (the platform client dedupes the call): none without the
 * brand's switch in the info block, on a platform without the extension, or whose list is empty.
 * Without pools, the spec's decorative counter stands in unless the brand said it may not
 * (docs/decisions/064): a platform that says nothing (the spec's) keeps the spec's counter.
 *
 * Once this isolate has seen the brand's pools switched on, they are asked for beside the info
 * block, not after it: read after it, they were a second platform round trip before a cold home
 * page's first byte (docs/decisions/069). Only that positive hint starts the early read, so a
 * platform without pools (the spec's) and a brand with them off are never asked for them; a switch
 * turned off since costs one read, dropped.
 */
export async function jackpotBoard(ctx: GatewayContext): Promise<JackpotBoard> {
  const brand = ctx.config.merchant;
  const early = poolsLastSeen.get(brand) === true ? unlessNotOffered(ctx.platform.call('jackpotPools')) : null;
  // Unread when the switch is off now: its failure is nobody's.
  early?.catch(() => undefined);
  const info = await ctx.platform.call('systemInfo');
  const decorative = info.decorativeJackpot !== false;
  poolsLastSeen.set(brand, info.jackpotPools === true);
  if (!info.jackpotPools) return { pools: [], decorative };
  const answer = await (early ?? unlessNotOffered(ctx.platform.call('jackpotPools')));
  // Pools switched on: never the decoration beside them, or in their place while they are empty.
  return { pools: answer?.list ?? [], decorative: answer === null ? decorative : false };
}

/** Whether a pool covers a game: its type, its provider or the game itself is listed (platform/src/modules/jackpots/pools.ts `covers`). */
export function poolCovers(pool: JackpotPoolDto, game: Pick<GameDto, 'nodeId' | 'vassalage' | 'gameType'>): boolean {
  return (
    pool.games.types.some((type) => type.code === game.gameType) ||
    pool.games.vendors.some((vendor) => vendor.code === game.vassalage) ||
    pool.games.games.some((one) => String(one.id) === String(game.nodeId))
  );
}

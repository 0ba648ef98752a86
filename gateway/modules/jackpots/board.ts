import type { GatewayContext } from '#gateway/context';
import { unlessNotOffered } from '#gateway/errors';
import type { GameDto, JackpotPoolDto } from '#gateway/upstream/dto/index';

/** What the brand shows of jackpots (Query.jackpots): its pools, or whether the spec's decorative counter may stand in. */
export interface JackpotBoard {
  pools: JackpotPoolDto[];
  decorative: boolean;
}

/**
 * The brand's pools, read once a request (the platform client dedupes the call): none without the
 * brand's switch in the info block, on a platform without the extension, or whose list is empty.
 * Without pools, the spec's decorative counter stands in unless the brand said it may not
 * (docs/decisions/064): a platform that says nothing (the spec's) keeps the spec's counter.
 *
 * On a platform that takes batched reads (ours, ADR 044) the pools are asked for beside the info
 * block, not after it: read after it, they were a second platform round trip before a cold home
 * page's first byte (ADR 069). A brand whose pools are off answers an empty list, which is dropped.
 * A platform without batches (the spec's) has no pools either, so it is asked only when the switch says so.
 */
export async function jackpotBoard(ctx: GatewayContext): Promise<JackpotBoard> {
  const early = ctx.platform.batchesOffered() ? unlessNotOffered(ctx.platform.call('jackpotPools')) : null;
  // Unread when the switch is off: its failure is nobody's.
  early?.catch(() => undefined);
  const info = await ctx.platform.call('systemInfo');
  const decorative = info.decorativeJackpot !== false;
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

import type { GatewayContext } from '#gateway/context';
import type { FavoritePayload } from '#gateway/generated/resolvers-types';
import { userError, userErrorFrom } from '#gateway/user-errors';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Adds or removes one favourite with the spec's payload (product-spec: "Favorite action payload:
 * nodeId, vendor, gameType"); expected refusals come back as user errors.
 */
export async function changeFavorite(
  ctx: GatewayContext,
  game: { gameId: string; vendor?: string | null; gameType?: string | null },
  favorite: boolean,
): Promise<FavoritePayload> {
  const { gameId } = game;
  const refused = (errors: FavoritePayload['errors']) => ({ ok: false, errors, gameId, isFavorite: null });
  if (!/^\d{1,15}$/.test(gameId)) return refused([userError('INVALID_INPUT', 'gameId')]);
  if (game.vendor && !CODE.test(game.vendor)) return refused([userError('INVALID_INPUT', 'vendor')]);
  if (game.gameType && !CODE.test(game.gameType)) return refused([userError('INVALID_INPUT', 'gameType')]);
  const nodeId = Number(gameId);
  const payload = { nodeId, ...(game.vendor ? { vendor: game.vendor } : {}), ...(game.gameType ? { gameType: game.gameType } : {}) };
  try {
    const answer = favorite ? await ctx.platform.call('addFavorite', { body: payload }) : await ctx.platform.call('removeFavorite', { query: payload });
    return { ok: true, errors: [], gameId, isFavorite: answer.favorite };
  } catch (error) {
    return refused([userErrorFrom(error)]);
  }
}

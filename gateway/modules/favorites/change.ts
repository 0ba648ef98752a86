import type { GatewayContext } from '../../context';
import type { FavoritePayload } from '../../generated/resolvers-types';
import { userError, userErrorFrom } from '../../user-errors';

/** Adds or removes one favourite; expected refusals come back as user errors. */
export async function changeFavorite(ctx: GatewayContext, gameId: string, favorite: boolean): Promise<FavoritePayload> {
  const refused = (errors: FavoritePayload['errors']) => ({ ok: false, errors, gameId, isFavorite: null });
  if (!/^\d{1,15}$/.test(gameId)) return refused([userError('INVALID_INPUT', 'gameId')]);
  const nodeId = Number(gameId);
  try {
    const answer = favorite ? await ctx.platform.call('addFavorite', { body: { nodeId } }) : await ctx.platform.call('removeFavorite', { query: { nodeId } });
    return { ok: true, errors: [], gameId, isFavorite: answer.favorite };
  } catch (error) {
    return refused([userErrorFrom(error)]);
  }
}

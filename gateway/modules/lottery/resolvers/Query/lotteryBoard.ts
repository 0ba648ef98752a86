import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { toDraw, toNumero } from '../../mappers';

const clamp = (n: number) => Math.min(50, Math.max(1, Math.trunc(n)));

/** The near numeros and the last draws, asked at once; an unknown game is null, not an error. */
export const lotteryBoard: NonNullable<QueryResolvers['lotteryBoard']> = async (_parent, { gameCode, lastDraws }, ctx) => {
  try {
    const [near, opened] = await Promise.all([
      ctx.platform.call('lotteryNear', { query: { gameId: gameCode } }),
      ctx.platform.call('lotteryOpenedNumero', { query: { gameId: gameCode, size: clamp(lastDraws) } }),
    ]);
    return {
      gameCode: near.gameId,
      serverTime: near.serverTime,
      current: toNumero(near.currentNumero),
      next: toNumero(near.nextNumero),
      lastDraws: opened.list.map(toDraw),
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'game.not_found') return null;
    throw error;
  }
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessGameFound } from '#gateway/errors';
import { toDraw, toNumero } from '../../mappers';

const clamp = (n: number) => Math.min(50, Math.max(1, Math.trunc(n)));

/** The near numeros and the last draws, asked at once; an unknown game is null, not an error. */
export const lotteryBoard: NonNullable<QueryResolvers['lotteryBoard']> = async (_parent, { gameCode, lastDraws }, ctx) => {
  const both = await unlessGameFound(
    Promise.all([
      ctx.platform.call('lotteryNear', { query: { gameId: gameCode } }),
      ctx.platform.call('lotteryOpenedNumero', { query: { gameId: gameCode, size: clamp(lastDraws) } }),
    ]),
  );
  if (!both) return null;
  const [near, opened] = both;
  return {
    gameCode: near.gameId,
    serverTime: near.serverTime,
    current: toNumero(near.currentNumero),
    next: toNumero(near.nextNumero),
    lastDraws: opened.list.map(toDraw),
  };
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { protocolLanguage } from '#gateway/modules/system/language';

/** One game by node id, from the catalogue's list (GCSGAME_gameList, public and cached). */
export const game: NonNullable<QueryResolvers['game']> = async (_parent, { id }, ctx) => {
  if (!/^[0-9]{1,18}$/.test(id)) return null;
  const answer = await ctx.platform.call('gameList', {
    query: { clientType: 3, merchant: ctx.config.merchant, nodeId: id, pageNo: 1, pageSize: 1, language: protocolLanguage(ctx.locale) },
  });
  return answer.games.find((candidate) => candidate.nodeId === id) ?? null;
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { protocolLanguage } from '#gateway/modules/system/language';

export const winnerBoard: NonNullable<QueryResolvers['winnerBoard']> = async (_parent, args, ctx) => {
  const { list } = await ctx.platform.call('winnerBoard', {
    body: { gameCategory: args.category, language: protocolLanguage(ctx.locale), limitNum: clamp(args.limit, 1, 50) },
  });
  return list.map(({ vo }, index) => ({ ...vo, index }));
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { protocolLanguage } from '#gateway/modules/system/language';

export const hotGames: NonNullable<QueryResolvers['hotGames']> = async (_parent, args, ctx) => {
  const { list } = await ctx.platform.call('hotGames', {
    body: {
      merchantCode: ctx.config.merchant,
      isPlatform: 2,
      vassalage: args.vendor ?? undefined,
      platform: 'html5-desktop',
      language: protocolLanguage(ctx.locale),
    },
  });
  return list.slice(0, clamp(args.limit, 1, 50));
};

import { isRealMember } from '#gateway/session-guard';
import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { promotionOf } from '../../mappers';

export const rewardPromotions: NonNullable<QueryResolvers['rewardPromotions']> = async (_parent, { category }, ctx) => {
  const query = category ? { category: category.slice(0, 40) } : {};
  const value = (await isRealMember(ctx)) ? await ctx.platform.call('memberPromotions', { query }) : await ctx.platform.call('brandPromotions', { query });
  return { categories: value.categories, items: value.list.map(promotionOf) };
};

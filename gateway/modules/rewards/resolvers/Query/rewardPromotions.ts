import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { realMember } from '../../../inbox/badges';
import { promotionOf } from '../../mappers';

export const rewardPromotions: NonNullable<QueryResolvers['rewardPromotions']> = async (_parent, { category }, ctx) => {
  const query = category ? { category: category.slice(0, 40) } : {};
  const value = (await realMember(ctx)) ? await ctx.platform.call('memberPromotions', { query }) : await ctx.platform.call('brandPromotions', { query });
  return { categories: value.categories, items: value.list.map(promotionOf) };
};

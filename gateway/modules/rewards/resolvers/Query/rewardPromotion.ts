import { isRealMember } from '#gateway/session-guard';
import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { numericId, promotionOf } from '../../mappers';

export const rewardPromotion: NonNullable<QueryResolvers['rewardPromotion']> = async (_parent, args, ctx) => {
  const id = numericId(args.id);
  const type = args.promotionType?.trim().slice(0, 40);
  if (!id && !type) return null;
  const query = id ? { promotionId: id } : { promotionType: type! };
  const value = (await isRealMember(ctx)) ? await ctx.platform.call('memberPromotions', { query }) : await ctx.platform.call('brandPromotions', { query });
  // A type names the brand's running promotion of that type first, else any.
  const running = value.list.find((p) => p.status !== 'coming' && p.status !== 'close') ?? value.list[0];
  return running ? promotionOf(running) : null;
};

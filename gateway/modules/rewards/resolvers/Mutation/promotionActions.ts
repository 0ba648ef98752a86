import type { GatewayContext } from '#gateway/context';
import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { activityStatusOf, numericId } from '../../mappers';

type Action = 'promotionJoin' | 'promotionClaim' | 'claimRaffle';

/** Joins or claims, then answers the member's status after it (the platform's list is the one truth). */
async function act(ctx: GatewayContext, action: Action, rawId: string) {
  const promotionId = numericId(rawId);
  if (!promotionId) return { ...failure('INVALID_INPUT', 'promotionId'), status: null, amount: null };
  try {
    const done = await ctx.platform.call(action, { body: { promotionId } });
    const { list } = await ctx.platform.call('memberPromotions', { query: { promotionId } });
    const status = list[0] ? activityStatusOf(list[0].status) : null;
    return { ...success, status, amount: 'amount' in done ? done.amount : null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null, amount: null };
  }
}

export const joinPromotion: NonNullable<MutationResolvers['joinPromotion']> = (_p, { input }, ctx) => act(ctx, 'promotionJoin', input.promotionId);
export const claimPromotion: NonNullable<MutationResolvers['claimPromotion']> = (_p, { input }, ctx) => act(ctx, 'promotionClaim', input.promotionId);
export const claimRaffle: NonNullable<MutationResolvers['claimRaffle']> = (_p, { input }, ctx) => act(ctx, 'claimRaffle', input.promotionId);

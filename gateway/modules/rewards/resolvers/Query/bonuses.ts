import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const bonuses: NonNullable<QueryResolvers['bonuses']> = async (_parent, _args, ctx) => {
  return (await ctx.platform.call('bonusList')).list.map(({ grant, ...b }) => ({
    ...b,
    id: b.id ?? `${b.kind}:${b.promotionId ?? ''}:${b.paidAt}`,
    // The bonus wallet's state (our extension): a platform without it pays every bonus to cash.
    status: grant?.status ?? 'PAID',
    grantId: grant?.id ?? null,
    expiresAt: grant?.expiresAt ?? null,
    maxStake: grant?.maxStake ?? null,
    endedAmount: grant?.ended ?? null,
    endedAt: grant?.endedAt ?? null,
  }));
};

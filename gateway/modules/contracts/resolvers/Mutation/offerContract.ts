import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { ACTION_CALL, wire } from '../../mappers';

export const offerContract: NonNullable<MutationResolvers['offerContract']> = async (_parent, { input }, ctx) => {
  const downline = input.downline.trim();
  if (!downline) return failure('REQUIRED', 'downline');
  const terms =
    input.kind === 'REALTIME'
      ? { winRateBp: input.winRateBasisPoints ?? 0, lossRateBp: input.lossRateBasisPoints ?? 0, singleBetAmount: wire(input.singleBetAmount) }
      : {
          period: input.kind === 'DIVIDEND' ? (input.period ?? undefined) : undefined,
          tiers: (input.tiers ?? []).map((t) => ({
            rateBp: t.rateBasisPoints,
            amount: wire(t.amount),
            activeCount: t.activeCount ?? 0,
            periodConsumption: wire(t.periodConsumption),
            periodLoss: wire(t.periodLoss),
            minBetPeriod: wire(t.minBetPeriod),
            endTime: t.endTime ?? null,
          })),
        };
  try {
    const value = await ctx.platform.call(ACTION_CALL[input.kind], { body: { action: 'offer', downline, ...terms } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { withdrawalOf } from '../../mappers';

export const withdrawalsAwaitingReceipt: NonNullable<QueryResolvers['withdrawalsAwaitingReceipt']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('paymentConfirmations');
  return { minutes: value.confirmMinutes, items: value.list.map(withdrawalOf) };
};

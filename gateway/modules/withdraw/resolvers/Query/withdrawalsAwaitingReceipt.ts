import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { withdrawalOf } from '../../mappers';

export const withdrawalsAwaitingReceipt: NonNullable<QueryResolvers['withdrawalsAwaitingReceipt']> = async (_parent, _args, ctx) => {
  if (!ctx.session) return null;
  const value = await ctx.platform.call('paymentConfirmations');
  return { minutes: value.confirmMinutes, items: value.list.map(withdrawalOf) };
};

import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toDepositMethod } from '../../deposit';

export const depositSettings: NonNullable<QueryResolvers['depositSettings']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('depositSettings');
  return {
    allowDeposit: value.allowDeposit,
    methods: value.allowDeposit ? value.methods.map(toDepositMethod) : [],
    currency: value.currency ?? null,
  };
};

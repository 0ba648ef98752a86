import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure } from '#gateway/user-errors';
import { securityMutation } from '../../mutate';

export const addBankCard: NonNullable<MutationResolvers['addBankCard']> = (_parent, { input }, ctx) =>
  securityMutation(ctx, 'addBankCard', {
    bankName: input.bankName.trim(),
    accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
    accountName: input.accountName.trim(),
    paymentPassword: input.paymentPassword,
  });

export const removeBankCard: NonNullable<MutationResolvers['removeBankCard']> = async (_parent, { input }, ctx) => {
  if (!/^[0-9]{1,15}$/.test(input.cardId)) return failure('NOT_FOUND', 'cardId');
  return securityMutation(ctx, 'removeBankCard', { cardId: Number(input.cardId), paymentPassword: input.paymentPassword });
};

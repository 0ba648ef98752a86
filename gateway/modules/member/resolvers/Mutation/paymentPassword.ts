import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure } from '#gateway/user-errors';
import { securityMutation } from '../../mutate';

export const setPaymentPassword: NonNullable<MutationResolvers['setPaymentPassword']> = async (_parent, { input }, ctx) => {
  if (input.newPaymentPassword !== input.confirmPaymentPassword) return failure('INCONSISTENT', 'confirmPaymentPassword');
  return securityMutation(
    ctx,
    'setPaymentPassword',
    { password: input.loginPassword, newPaymentPassword: input.newPaymentPassword, confirmPaymentPassword: input.confirmPaymentPassword },
    // A wrong login password comes back as the old password of a password change.
    { oldPassword: 'loginPassword', password: 'loginPassword' },
  );
};

export const changePaymentPassword: NonNullable<MutationResolvers['changePaymentPassword']> = async (_parent, { input }, ctx) => {
  if (input.newPaymentPassword !== input.confirmPaymentPassword) return failure('INCONSISTENT', 'confirmPaymentPassword');
  return securityMutation(ctx, 'changePaymentPassword', { ...input }, { paymentPassword: 'oldPaymentPassword' });
};

export const resetPaymentPassword: NonNullable<MutationResolvers['resetPaymentPassword']> = async (_parent, { input }, ctx) => {
  if (input.newPaymentPassword !== input.confirmPaymentPassword) return failure('INCONSISTENT', 'confirmPaymentPassword');
  return securityMutation(ctx, 'resetPaymentPassword', { ...input, verificationCode: input.verificationCode.trim() });
};

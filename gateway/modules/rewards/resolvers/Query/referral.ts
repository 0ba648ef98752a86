import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const referral: NonNullable<QueryResolvers['referral']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('referral', { query: { autoGenerate: 'true' } });
  if (!value.referralCode) return null;
  return {
    code: value.referralCode,
    registerPath: `/register?referralCode=${encodeURIComponent(value.referralCode)}`,
    totalInvitations: value.totalInvitations,
    totalReward: value.totalReward,
    rewardPerInvitee: value.rewardPerInvitee,
    minFirstDeposit: value.minFirstDeposit,
    invitations: value.list,
  };
};

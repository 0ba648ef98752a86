import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { realMember } from '../../../inbox/badges';

export const referral: NonNullable<QueryResolvers['referral']> = async (_parent, _args, ctx) => {
  if (!(await realMember(ctx))) return null;
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

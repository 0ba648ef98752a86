import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';

/** Expected refusals of the reset calls, as form results. */
function refusal(error: unknown) {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.platformCode === 'too.many.requests') return { ok: false, field: null, error: 'TOO_MANY_REQUESTS' };
  if (error.platformCode === 'reset_token_error') return { ok: false, field: null, error: 'TOKEN_INVALID' };
  if (error.platformCode === 'verification_code_error') return { ok: false, field: 'verificationCode', error: 'CODE_WRONG' };
  if (error.code === ErrorCode.FunctionNotAvailable) return { ok: false, field: null, error: 'NOT_AVAILABLE' };
  if (error.platformCode === 'request_param_err') {
    const [, field = null, reason = ''] = /^(\w+):\s*(.*)$/.exec(error.message) ?? [];
    return { ok: false, field, error: reason.includes('inconsistent') ? 'INCONSISTENT' : 'INVALID_INPUT' };
  }
  throw error;
}

export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = async (_parent, { input }, ctx) => {
  try {
    await ctx.platform.call('resetPasswordByMail', { body: { username: input.username.trim(), email: input.email.trim() } });
    return { ok: true, field: null, error: null };
  } catch (error) {
    return refusal(error);
  }
};

export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return { ok: false, field: 'confirmNewPassword', error: 'INCONSISTENT' };
  try {
    await ctx.platform.call('resetPasswordByMailComplete', { body: input });
    return { ok: true, field: null, error: null };
  } catch (error) {
    return refusal(error);
  }
};

export const resetPasswordByPhone: NonNullable<MutationResolvers['resetPasswordByPhone']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return { ok: false, field: 'confirmNewPassword', error: 'INCONSISTENT' };
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  if (!/^[0-9]{4,20}$/.test(mobileNum)) return { ok: false, field: 'mobileNum', error: 'INVALID_INPUT' };
  if (!/^[0-9]{6}$/.test(input.verificationCode.trim())) return { ok: false, field: 'verificationCode', error: 'CODE_WRONG' };
  try {
    await ctx.platform.call('resetPasswordByPhone', {
      body: {
        mobileNum,
        countryDialingCode: input.countryDialingCode.trim().replace(/^\+/, ''),
        verificationCode: input.verificationCode.trim(),
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmNewPassword,
      },
    });
    return { ok: true, field: null, error: null };
  } catch (error) {
    return refusal(error);
  }
};

import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';

export const sendLoginCode: NonNullable<MutationResolvers['sendLoginCode']> = async (_parent, { input }, ctx) => {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const countryDialingCode = input.countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[0-9]{1,4}$/.test(countryDialingCode)) return { ok: false, error: 'INVALID_INPUT', field: 'countryDialingCode', expiredMinutes: null };
  if (!/^[0-9]{4,20}$/.test(mobileNum)) return { ok: false, error: 'INVALID_INPUT', field: 'mobileNum', expiredMinutes: null };
  try {
    const { expiredMinutes } = await ctx.platform.call('loginSmsCode', { body: { mobileNum, countryDialingCode } });
    return { ok: true, error: null, field: null, expiredMinutes };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.platformCode === 'too.many.requests') return { ok: false, error: 'TOO_MANY_REQUESTS', field: null, expiredMinutes: null };
    if (error.code === ErrorCode.FunctionNotAvailable) return { ok: false, error: 'NOT_AVAILABLE', field: null, expiredMinutes: null };
    if (error.platformCode === 'request_param_err') {
      const field = /^(\w+):/.exec(error.message)?.[1] ?? null;
      return { ok: false, error: 'INVALID_INPUT', field, expiredMinutes: null };
    }
    throw error;
  }
};

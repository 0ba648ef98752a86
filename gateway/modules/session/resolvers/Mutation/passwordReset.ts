import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { mobileNumError } from './sendLoginCode';

/** Every reset ends all of the account's sessions on the platform; this request has none to end. */
async function attempt(call: () => Promise<unknown>) {
  try {
    await call();
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
}

export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = (_parent, { input }, ctx) =>
  attempt(() => ctx.platform.call('resetPasswordByMail', { body: { username: input.username.trim(), email: input.email.trim() } }));

export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return failure('INCONSISTENT', 'confirmNewPassword');
  return attempt(() => ctx.platform.call('resetPasswordByMailComplete', { body: input }));
};

export const resetPasswordByPhone: NonNullable<MutationResolvers['resetPasswordByPhone']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return failure('INCONSISTENT', 'confirmNewPassword');
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const mobileProblem = mobileNumError(mobileNum);
  if (mobileProblem) return { ok: false, errors: [mobileProblem] };
  if (!input.verificationCode.trim()) return failure('REQUIRED', 'verificationCode');
  if (!/^[0-9]{6}$/.test(input.verificationCode.trim())) return failure('CODE_WRONG', 'verificationCode');
  return attempt(() =>
    ctx.platform.call('resetPasswordByPhone', {
      body: {
        mobileNum,
        countryDialingCode: input.countryDialingCode.trim().replace(/^\+/, ''),
        verificationCode: input.verificationCode.trim(),
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmNewPassword,
      },
    }),
  );
};

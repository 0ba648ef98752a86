import type { GatewayContext } from '#gateway/context';
import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import type { LoginValueDto } from '#gateway/upstream/dto/index';
import { failure, userError } from '#gateway/user-errors';
import { completePendingLogin, endSession, usePendingLogin } from '../../lifecycle';
import { codeRefusal } from './sendLoginCode';
import { loggedIn, loginRefusal, memberOfNewSession, refused } from './login';

/** The platform ended the pending login (too many wrong answers, timed out): forget it. */
function forgetIfEnded(ctx: GatewayContext, error: unknown) {
  if (error instanceof UpstreamError && error.code === ErrorCode.SessionEnded) endSession(ctx);
}

export const sendSecondStepCode: NonNullable<MutationResolvers['sendSecondStepCode']> = async (_parent, { method }, ctx) => {
  if (!usePendingLogin(ctx)) return { ...failure('NO_PENDING_LOGIN'), expiredMinutes: null };
  if (method !== 'SMS' && method !== 'EMAIL') return { ...failure('INVALID_INPUT', 'method'), expiredMinutes: null };
  try {
    const { expiredMinutes } = await ctx.platform.call('loginVerificationSend', { body: { method } });
    return { ok: true, errors: [], expiredMinutes };
  } catch (error) {
    forgetIfEnded(ctx, error);
    return codeRefusal(error);
  }
};

export const completeSecondStep: NonNullable<MutationResolvers['completeSecondStep']> = async (_parent, { input }, ctx) => {
  const token = usePendingLogin(ctx);
  if (!token) return refused([userError('NO_PENDING_LOGIN')]);
  const code = input.verificationCode?.trim() ?? '';
  const bankAccountName = input.bankAccountName?.trim() ?? '';
  if (input.method === 'BANK_ACCOUNT_NAME' ? !bankAccountName || bankAccountName.length > 100 : !/^[0-9]{6}$/.test(code)) {
    return refused([input.method === 'BANK_ACCOUNT_NAME' ? userError('INVALID_INPUT', 'bankAccountName') : userError('CODE_WRONG', 'verificationCode')]);
  }
  let value: LoginValueDto;
  try {
    value = await ctx.platform.call('loginVerification', {
      body: input.method === 'BANK_ACCOUNT_NAME' ? { method: input.method, bankAccountName } : { method: input.method, verificationCode: code },
    });
  } catch (error) {
    forgetIfEnded(ctx, error);
    return loginRefusal(error);
  }
  // The platform activates the pending session itself: the same token becomes the session.
  completePendingLogin(ctx, token);
  return loggedIn(value, await memberOfNewSession(ctx));
};

import type { GatewayContext } from '../../../../context';
import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { codeRefusal } from './sendLoginCode';
import { beginSession, loggedIn, loginRefusal, refused } from './login';

/** The pending login's token, used for this request's platform calls only. */
function pending(ctx: GatewayContext): string | null {
  if (!ctx.pendingSecondStep) return null;
  ctx.platform.useToken(ctx.pendingSecondStep.token);
  return ctx.pendingSecondStep.token;
}

/** The platform ended the pending login (too many wrong answers, timed out): forget it. */
function forgetIfEnded(ctx: GatewayContext, error: unknown) {
  if (error instanceof UpstreamError && error.code === ErrorCode.SessionEnded) {
    ctx.sessionChange = { kind: 'cleared' };
    ctx.pendingSecondStep = null;
  }
}

export const sendSecondStepCode: NonNullable<MutationResolvers['sendSecondStepCode']> = async (_parent, { method }, ctx) => {
  if (!pending(ctx)) return { ok: false, error: 'NO_PENDING_LOGIN', field: null, expiredMinutes: null };
  if (method !== 'SMS' && method !== 'EMAIL') return { ok: false, error: 'INVALID_INPUT', field: 'method', expiredMinutes: null };
  try {
    const { expiredMinutes } = await ctx.platform.call('loginVerificationSend', { body: { method } });
    return { ok: true, error: null, field: null, expiredMinutes };
  } catch (error) {
    forgetIfEnded(ctx, error);
    if (error instanceof UpstreamError && error.code === ErrorCode.SessionEnded) return { ok: false, error: 'SECOND_STEP_ENDED', field: null, expiredMinutes: null };
    return codeRefusal(error);
  }
};

export const completeSecondStep: NonNullable<MutationResolvers['completeSecondStep']> = async (_parent, { input }, ctx) => {
  const token = pending(ctx);
  if (!token) return refused('NO_PENDING_LOGIN', false);
  const code = input.verificationCode?.trim() ?? '';
  const bankAccountName = input.bankAccountName?.trim() ?? '';
  if (input.method === 'BANK_ACCOUNT_NAME' ? !bankAccountName || bankAccountName.length > 100 : !/^[0-9]{6}$/.test(code)) {
    return refused(input.method === 'BANK_ACCOUNT_NAME' ? 'INVALID_INPUT' : 'CODE_WRONG', false, input.method === 'BANK_ACCOUNT_NAME' ? 'bankAccountName' : 'verificationCode');
  }
  try {
    const value = await ctx.platform.call('loginVerification', {
      body: input.method === 'BANK_ACCOUNT_NAME' ? { method: input.method, bankAccountName } : { method: input.method, verificationCode: code },
    });
    // The platform activates the pending session itself: the same token becomes the session.
    return loggedIn(value, await beginSession(ctx, token, 'password'));
  } catch (error) {
    forgetIfEnded(ctx, error);
    return loginRefusal(error);
  }
};

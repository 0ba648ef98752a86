import type { GatewayContext } from '#gateway/context';
import type { LoginPayload, MutationResolvers, UserError, UserErrorCode } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import type { LoginValueDto } from '#gateway/upstream/dto/index';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { abandonSession, beginPendingLogin, beginSession } from '../../lifecycle';
import { toMember } from '../../member';
import { mobileNumError } from './sendLoginCode';

type Method = 'password' | 'sms' | 'social';

/** A login that did not begin a session, with why. */
export function refused(errors: UserError[], captchaRequired = false): LoginPayload {
  return {
    ok: false,
    errors,
    captchaRequired,
    firstTimeLogin: false,
    passwordExpired: false,
    passwordIsDefault: false,
    previousLoginTime: null,
    needSecondStep: false,
    secondStepMethods: [],
    member: null,
  };
}

const refusedWith = (code: UserErrorCode, field: string | null = null) => refused([userError(code, field)]);

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, ctx) => {
  const username = input.username.trim();
  if (!username) return refusedWith('REQUIRED', 'username');
  if (!input.password) return refusedWith('REQUIRED', 'password');
  return platformLogin(ctx, 'password', input.remember, {
    username,
    password: input.password,
    captcha: input.captcha?.trim() || undefined,
    captchaId: input.captchaId ?? undefined,
    humanToken: input.humanToken?.trim() || undefined,
    type: 'username',
    loginDeviceId: input.deviceId ?? undefined,
  });
};

export const loginBySms: NonNullable<MutationResolvers['loginBySms']> = async (_parent, { input }, ctx) => {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const mobileProblem = mobileNumError(mobileNum);
  if (mobileProblem) return refused([mobileProblem]);
  if (!input.verificationCode.trim()) return refusedWith('REQUIRED', 'verificationCode');
  if (!/^[0-9]{6}$/.test(input.verificationCode.trim())) return refusedWith('CODE_WRONG', 'verificationCode');
  return platformLogin(ctx, 'sms', input.remember, {
    type: 'sms',
    mobileNum,
    countryDialingCode: input.countryDialingCode.trim().replace(/^\+/, ''),
    verificationCode: input.verificationCode.trim(),
    loginDeviceId: input.deviceId ?? undefined,
  });
};

export const loginWithSocial: NonNullable<MutationResolvers['loginWithSocial']> = async (_parent, { input }, ctx) => {
  const idToken = input.idToken.trim();
  // The platform caps tokens at 4096 characters; a JWT is three base64url parts.
  if (idToken.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(idToken)) return refusedWith('SOCIAL_TOKEN_INVALID');
  return platformLogin(ctx, 'social', input.remember, {
    type: 'firebase',
    firebaseIdToken: idToken,
    firebaseChannel: input.provider,
    loginDeviceId: input.deviceId ?? undefined,
  });
};

/** Logs in on the platform; the session goes to the cookie, the answer never carries the token. */
async function platformLogin(ctx: GatewayContext, method: Method, remember: boolean | null | undefined, body: Record<string, unknown>) {
  let value: LoginValueDto;
  try {
    value = await ctx.platform.call('login', { body });
  } catch (error) {
    return loginRefusal(error);
  }
  if (value.needSecondStep) {
    beginPendingLogin(ctx, value.token, { method, remember });
    return loggedIn(value, null);
  }
  beginSession(ctx, value.token, { method, remember });
  return loggedIn(value, await memberOfNewSession(ctx));
}

/**
 * The member read with the new session's token (the token itself never leaves the gateway). When
 * it fails the new session is abandoned, and the failure answers the mutation.
 */
export async function memberOfNewSession(ctx: GatewayContext) {
  try {
    return toMember(await ctx.platform.call('memberInfo'));
  } catch (error) {
    await abandonSession(ctx);
    throw error;
  }
}

export function loggedIn(value: LoginValueDto, member: ReturnType<typeof toMember> | null): LoginPayload {
  return {
    ok: true,
    errors: [],
    captchaRequired: false,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: value.passwordExpired,
    passwordIsDefault: value.passwordIsDefault,
    previousLoginTime: value.previousLoginTime ?? null,
    needSecondStep: value.needSecondStep,
    secondStepMethods: value.secondStepMethods,
    member,
  };
}

/** A platform refusal of a login call, as the payload's errors; anything else is a real error. */
export function loginRefusal(error: unknown): LoginPayload {
  const problem = userErrorFrom(error);
  const detail = (error instanceof UpstreamError ? (error.detail ?? {}) : {}) as { captcha?: boolean };
  return refused([problem], Boolean(detail.captcha) || problem.code === 'CAPTCHA_REQUIRED' || problem.code === 'CAPTCHA_WRONG');
}

import type { GatewayContext } from '../../../../context';
import type { LoginError, MutationResolvers } from '../../../../generated/resolvers-types';
import { UpstreamError } from '../../../../errors';
import type { LoginValueDto } from '../../../../upstream/dto';
import { toMember } from '../../member';

/** Platform error codes of a refused login, as the form's errors. */
const loginErrors: Record<string, LoginError> = {
  account_password_error: 'INCORRECT_CREDENTIALS',
  captcha_required: 'CAPTCHA_REQUIRED',
  captcha_error: 'CAPTCHA_WRONG',
  'login.not.member': 'NOT_MEMBER',
  'login.account.disabled': 'ACCOUNT_DISABLED',
  'too.many.requests': 'TOO_MANY_REQUESTS',
  request_param_err: 'INVALID_INPUT',
  verification_code_error: 'CODE_WRONG',
  verification_error: 'SECOND_STEP_WRONG',
  'login.not.session': 'SECOND_STEP_ENDED',
  'login.second.step.not.needed': 'NO_PENDING_LOGIN',
  'firebase.token.invalid': 'SOCIAL_TOKEN_INVALID',
  'function.not.available': 'NOT_AVAILABLE',
};

export const refused = (error: LoginError, captchaRequired: boolean, field: string | null = null) => ({
  ok: false,
  error,
  field,
  captchaRequired,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  previousLoginTime: null,
  needSecondStep: false,
  secondStepMethods: [],
  member: null,
});

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, ctx) => {
  const username = input.username.trim();
  if (!username) return refused('INVALID_INPUT', false, 'username');
  if (!input.password) return refused('INVALID_INPUT', false, 'password');
  return platformLogin(ctx, 'password', {
    username,
    password: input.password,
    captcha: input.captcha?.trim() || undefined,
    captchaId: input.captchaId ?? undefined,
    type: 'username',
    loginDeviceId: input.deviceId ?? undefined,
  });
};

export const loginBySms: NonNullable<MutationResolvers['loginBySms']> = async (_parent, { input }, ctx) => {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  if (!/^[0-9]{4,20}$/.test(mobileNum)) return refused('INVALID_INPUT', false, 'mobileNum');
  if (!/^[0-9]{6}$/.test(input.verificationCode.trim())) return refused('CODE_WRONG', false, 'verificationCode');
  return platformLogin(ctx, 'sms', {
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
  if (idToken.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(idToken)) return refused('SOCIAL_TOKEN_INVALID', false);
  return platformLogin(ctx, 'social', {
    type: 'firebase',
    firebaseIdToken: idToken,
    firebaseChannel: input.provider,
    loginDeviceId: input.deviceId ?? undefined,
  });
};

/** Logs in on the platform; the session goes to the cookie, the answer never carries the token. */
async function platformLogin(ctx: GatewayContext, method: 'password' | 'sms' | 'social', body: Record<string, unknown>) {
  try {
    const value = await ctx.platform.call('login', { body });
    if (value.needSecondStep) {
      // Not a session yet: the token opens only the second-step calls until the step passes.
      ctx.sessionChange = {
        kind: 'set',
        token: value.token,
        method,
        pending: true,
      };
      ctx.pendingSecondStep = { token: value.token };
      return { ...loggedIn(value, null) };
    }
    return loggedIn(value, await beginSession(ctx, value.token, method));
  } catch (error) {
    return loginRefusal(error);
  }
}

/** The session begins: cookie, then the member read with the new token (never in the answer). */
export async function beginSession(ctx: GatewayContext, token: string, method: 'password' | 'sms' | 'social') {
  ctx.sessionChange = { kind: 'set', token, method };
  ctx.session = { token };
  ctx.pendingSecondStep = null;
  ctx.platform.useToken(token);
  return toMember(await ctx.platform.call('memberInfo'));
}

export function loggedIn(value: LoginValueDto, member: ReturnType<typeof toMember> | null) {
  return {
    ok: true,
    error: null,
    field: null,
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

/** A platform refusal of a login call, as form data; anything else is a real error. */
export function loginRefusal(error: unknown) {
  const mapped = error instanceof UpstreamError && error.platformCode ? loginErrors[error.platformCode] : undefined;
  if (!mapped || !(error instanceof UpstreamError)) throw error;
  const detail = (error.detail ?? {}) as { captcha?: boolean };
  const field = mapped === 'INVALID_INPUT' ? (/^(\w+):/.exec(error.message)?.[1] ?? null) : mapped === 'CODE_WRONG' ? 'verificationCode' : null;
  return refused(mapped, Boolean(detail.captcha) || mapped === 'CAPTCHA_REQUIRED' || mapped === 'CAPTCHA_WRONG', field);
}

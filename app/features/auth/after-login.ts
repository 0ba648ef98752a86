import type { LoginError } from '../../graphql/generated/graphql';

/** Each refused login, as the message the form shows. */
export const loginErrorMessages = {
  INCORRECT_CREDENTIALS: 'auth.errors.incorrect',
  CAPTCHA_REQUIRED: 'auth.errors.captchaRequired',
  CAPTCHA_WRONG: 'auth.errors.captchaWrong',
  NOT_MEMBER: 'auth.errors.notMember',
  ACCOUNT_DISABLED: 'auth.errors.disabled',
  TOO_MANY_REQUESTS: 'auth.errors.tooMany',
  INVALID_INPUT: 'auth.errors.invalid',
  CODE_WRONG: 'auth.errors.codeWrong',
  SECOND_STEP_WRONG: 'secondStep.errors.wrong',
  SECOND_STEP_ENDED: 'secondStep.errors.ended',
  NO_PENDING_LOGIN: 'secondStep.errors.ended',
  SOCIAL_TOKEN_INVALID: 'social.errors.invalid',
  NOT_AVAILABLE: 'errors.codes.FUNCTION_NOT_AVAILABLE',
} as const satisfies Record<LoginError, string>;

export interface LoginOutcome {
  passwordIsDefault: boolean;
  passwordExpired: boolean;
  needSecondStep: boolean;
  secondStepMethods?: readonly string[];
  member: { isAgent: boolean } | null;
}

/**
 * Where a successful login leads (spec §4): a second step first when the platform asks for one;
 * then a forced password change (password logins only, never SMS or social); then agents to the
 * agent centre unless they were on their way somewhere, players back where they were or home.
 */
export function afterLoginPath(outcome: LoginOutcome, method: 'password' | 'sms' | 'social', requested: string): string {
  const target = requested === '/login' || requested.startsWith('/login?') ? '/' : requested;
  if (outcome.needSecondStep) {
    // The methods only choose which form to show; the platform checks the answer against the account.
    return `/login/verify?${new URLSearchParams({ redirectTo: target, methods: (outcome.secondStepMethods ?? []).join(',') })}`;
  }
  if (method === 'password' && (outcome.passwordIsDefault || outcome.passwordExpired)) {
    return `/change-password?reason=${outcome.passwordIsDefault ? 'default' : 'expired'}`;
  }
  if (outcome.member?.isAgent && target === '/') return '/agentHome';
  return target;
}

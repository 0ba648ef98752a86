import { href } from '#app/kernel/href';

export interface LoginOutcome {
  passwordIsDefault: boolean;
  passwordExpired: boolean;
  needSecondStep: boolean;
  secondStepMethods?: readonly string[];
  member: { isAgent: boolean } | null;
}

/**
 * Where a successful login leads (docs/spec-index.md#states-and-transitions): a second step first when the platform asks for one;
 * then a forced password change (password logins only, never SMS or social); then agents to the
 * agent centre unless they were on their way somewhere, players back where they were or home.
 */
export function afterLoginPath(outcome: LoginOutcome, method: 'password' | 'sms' | 'social', requested: string): string {
  const login = href('/login');
  const target = requested === login || requested.startsWith(`${login}?`) ? '/' : requested;
  if (outcome.needSecondStep) {
    // The methods only choose which form to show; the platform checks the answer against the account.
    return href('/login/verify', { search: { redirectTo: target, methods: (outcome.secondStepMethods ?? []).join(',') } });
  }
  if (method === 'password' && (outcome.passwordIsDefault || outcome.passwordExpired)) {
    return href('/change-password', { search: { reason: outcome.passwordIsDefault ? 'default' : 'expired' } });
  }
  if (outcome.member?.isAgent && target === '/') return href('/agentHome');
  return target;
}

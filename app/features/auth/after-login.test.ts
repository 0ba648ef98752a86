import { describe, expect, it } from 'vitest';
import { afterLoginPath, type LoginOutcome } from './after-login';

const player: LoginOutcome = { passwordIsDefault: false, passwordExpired: false, needSecondStep: false, member: { isAgent: false } };
const agent: LoginOutcome = { ...player, member: { isAgent: true } };

describe('afterLoginPath', () => {
  it('sends players back where they were, or home', () => {
    expect(afterLoginPath(player, 'password', '/live?vendor=EVO')).toBe('/live?vendor=EVO');
    expect(afterLoginPath(player, 'password', '/')).toBe('/');
    expect(afterLoginPath(player, 'password', '/login')).toBe('/');
  });

  it('sends agents to the agent centre unless they were going somewhere', () => {
    expect(afterLoginPath(agent, 'password', '/')).toBe('/agentHome');
    expect(afterLoginPath(agent, 'sms', '/login')).toBe('/agentHome');
    expect(afterLoginPath(agent, 'password', '/member')).toBe('/member');
  });

  it('asks for the second step first, keeping the destination', () => {
    expect(afterLoginPath({ ...player, needSecondStep: true, secondStepMethods: ['SMS', 'GOOGLE'], member: null }, 'password', '/member')).toBe(
      '/login/verify?redirectTo=%2Fmember&methods=SMS%2CGOOGLE',
    );
  });

  it('forces a password change only after a password login', () => {
    expect(afterLoginPath({ ...player, passwordIsDefault: true }, 'password', '/')).toBe('/change-password?reason=default');
    expect(afterLoginPath({ ...player, passwordExpired: true }, 'password', '/')).toBe('/change-password?reason=expired');
    expect(afterLoginPath({ ...player, passwordIsDefault: true }, 'sms', '/')).toBe('/');
    expect(afterLoginPath({ ...player, passwordExpired: true }, 'social', '/x')).toBe('/x');
  });
});

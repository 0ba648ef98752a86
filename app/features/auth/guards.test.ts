import { describe, expect, it } from 'vitest';
import { requireAgent, requireMember } from './guards.server';

const request = new Request('https://portal.test/member/deposit?tab=bank');
const player = { isAgent: false, isTrial: false, account: 'neo' };

/** What a guard threw: a redirect's target, or an error response's status. */
function thrown(guard: () => unknown) {
  try {
    guard();
  } catch (response) {
    if (!(response instanceof Response)) throw response;
    return { status: response.status, location: response.headers.get('Location') };
  }
  throw new Error('the guard let it through');
}

describe('the member guard', () => {
  it('sends a visitor to log in and back to the page', () => {
    expect(thrown(() => requireMember(false, { data: { me: null } }, request))).toEqual({
      status: 302,
      location: '/login?redirectTo=%2Fmember%2Fdeposit%3Ftab%3Dbank',
    });
  });

  it('treats a session the platform ended as a visitor', () => {
    expect(thrown(() => requireMember(true, { data: { me: null } }, request)).location).toMatch(/^\/login\?/);
  });

  it('answers a failed member lookup as an error of the page, never as "log in" (no loop)', () => {
    const failed = { data: { me: null }, errors: [{ message: 'system busy', path: ['me'] }] };
    expect(thrown(() => requireMember(true, failed, request))).toEqual({ status: 503, location: null });
  });

  it('gives a trial account the real-account prompt', () => {
    expect(thrown(() => requireMember(true, { data: { me: { ...player, isTrial: true } } }, request)).location).toBe('/real-account-needed');
  });

  it('lets a member in, and hands the member on', () => {
    expect(requireMember(true, { data: { me: player } }, request)).toBe(player);
  });
});

describe('the agent guard', () => {
  it('sends a visitor to the agent login and a player to "agents only"', () => {
    expect(thrown(() => requireAgent(false, { data: null }, request)).location).toMatch(/^\/agent\?redirectTo=/);
    expect(thrown(() => requireAgent(true, { data: { me: player } }, request)).location).toBe('/agent');
  });

  it('lets an agent in', () => {
    const agent = { ...player, isAgent: true };
    expect(requireAgent(true, { data: { me: agent } }, request)).toBe(agent);
  });
});

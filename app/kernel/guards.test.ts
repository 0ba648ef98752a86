import { describe, expect, it } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loginHref } from './access';
import { guardAction, guardLoader, pageOf, requireAgent, requireMember } from './guards.server';

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

describe('the guard of actions and resource routes', () => {
  const args = (url: string, session: object | null, method = 'POST') =>
    ({ request: new Request(url, { method }), context: { session }, params: {} }) as unknown as ActionFunctionArgs & LoaderFunctionArgs;

  it('sends a visitor to log in and back to the page the form was on (without Remix’s index marker)', () => {
    const action = guardAction(() => 'ran');
    expect(thrown(() => action(args('https://portal.test/member/withdraw?index&tab=card', null)))).toEqual({
      status: 302,
      location: '/login?redirectTo=%2Fmember%2Fwithdraw%3Ftab%3Dcard',
    });
  });

  it('sends a visitor of the agent centre to the agent site’s login', () => {
    const action = guardAction(() => 'ran');
    expect(thrown(() => action(args('https://portal.test/agentHome/registerCenter', null))).location).toBe('/agent?redirectTo=%2FagentHome%2FregisterCenter');
  });

  it('brings a report file’s visitor back to the report page with its filters', () => {
    const csv = guardLoader(() => 'file');
    expect(thrown(() => csv(args('https://portal.test/member/transactionHistory.csv?from=2026-01-01', null, 'GET'))).location).toBe(
      '/login?redirectTo=%2Fmember%2FtransactionHistory%3Ffrom%3D2026-01-01',
    );
  });

  it('runs the handler once there is a session, and honours an explicit way back', () => {
    expect(guardAction(() => 'ran')(args('https://portal.test/member/withdraw', { token: 't' }))).toBe('ran');
    expect(guardLoader(() => 'file')(args('https://portal.test/member/x.csv', { token: 't' }, 'GET'))).toBe('file');
    expect(thrown(() => guardAction(() => 'ran', { back: '/promotions?tab=2' })(args('https://portal.test/member/rewardCenter', null))).location).toBe(
      `/login?redirectTo=${encodeURIComponent('/promotions?tab=2')}`,
    );
  });

  it('names the login of a link the same way', () => {
    expect(loginHref('/favorite?page=2')).toBe('/login?redirectTo=%2Ffavorite%3Fpage%3D2');
    expect(loginHref('/agentHome', 'agent')).toBe('/agent?redirectTo=%2FagentHome');
    expect(pageOf(new Request('https://portal.test/agentHome/agentRevenueReport.csv'))).toBe('/agentHome/agentRevenueReport');
  });
});

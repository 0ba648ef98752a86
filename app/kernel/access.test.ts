import { describe, expect, it } from 'vitest';
import { loginHref, logoutCancelHref, logoutHref } from './access';

describe('the log-out confirmation', () => {
  it('is asked from a page, which cancelling goes back to', () => {
    const to = logoutHref('/member/depositv2');
    expect(to).toBe('/logout?back=%2Fmember%2Fdepositv2');
    expect(logoutCancelHref(to.slice(to.indexOf('?')))).toBe('/member/depositv2');
  });

  it('keeps the page’s own query, and says so from the agent area', () => {
    const to = logoutHref('/agentHome/agentRevenueReport?from=2024-01-01&to=2024-01-31', 'agent');
    const search = new URLSearchParams(to.slice(to.indexOf('?')));
    expect(search.get('from')).toBe('agent');
    expect(logoutCancelHref(`?${search}`)).toBe('/agentHome/agentRevenueReport?from=2024-01-01&to=2024-01-31');
  });

  it('goes home when cancelled without a page to go back to, or with one that is not this site’s', () => {
    expect(logoutCancelHref('')).toBe('/');
    expect(logoutCancelHref('?from=agent')).toBe('/');
    expect(logoutCancelHref('?back=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(logoutCancelHref('?back=%2F%2Fevil.example%2F')).toBe('/');
    expect(logoutCancelHref('?back=%2F%5Cevil.example')).toBe('/');
  });

  it('never goes back to the confirmation itself', () => {
    expect(logoutCancelHref('?back=%2Flogout')).toBe('/');
    expect(logoutCancelHref('?back=%2FLogout%2F%3Fback%3D%252Fmember')).toBe('/');
  });
});

describe('the login', () => {
  it('returns to the page it was asked from', () => {
    expect(loginHref('/member/depositv2')).toBe('/login?redirectTo=%2Fmember%2Fdepositv2');
    expect(loginHref('/agentHome', 'agent')).toBe('/agent?redirectTo=%2FagentHome');
  });
});

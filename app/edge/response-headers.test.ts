import { describe, expect, it } from 'vitest';
import { DENIED_FEATURES, permissionsPolicy, withNoncePagePolicy, withPortalDefaults } from './response-headers';

const entries = (policy: string) => new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));

describe('permissionsPolicy', () => {
  it('allows full screen and sound to the page and the game frame’s origins, copying to the page, and refuses every other feature', () => {
    const policy = entries(permissionsPolicy({ frameOrigins: ['https://games.example', 'https://launch.brand.example', 'https://games.example'] }));
    expect(policy.get('fullscreen')).toBe('(self "https://games.example" "https://launch.brand.example")');
    expect(policy.get('autoplay')).toBe('(self "https://games.example" "https://launch.brand.example")');
    expect(policy.get('clipboard-write')).toBe('(self)');
    for (const feature of DENIED_FEATURES) expect(policy.get(feature), feature).toBe('()');
    expect(policy.size).toBe(DENIED_FEATURES.length + 3);
    expect(entries(permissionsPolicy()).get('fullscreen')).toBe('(self)');
  });

  it('leaves Turnstile’s frame its private state tokens where the page may show it', () => {
    const policy = entries(permissionsPolicy({ turnstile: true }));
    expect(policy.get('private-state-token-redemption')).toBe('("https://challenges.cloudflare.com")');
    expect(policy.get('private-state-token-issuance')).toBe('("https://challenges.cloudflare.com")');
    expect(policy.get('camera')).toBe('()');
  });
});

describe('withPortalDefaults', () => {
  it('adds the headers an answer does not send itself', () => {
    const answer = withPortalDefaults(new Response('x', { headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' } }));
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('x-permitted-cross-domain-policies')).toBe('none');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    const own = withPortalDefaults(new Response('x', { headers: { 'Permissions-Policy': 'fullscreen=*' } }));
    expect(own.headers.get('permissions-policy')).toBe('fullscreen=*');
  });
});

describe('withNoncePagePolicy', () => {
  const page = (headers: Record<string, string>) => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', ...headers } });
  const csp = { 'Content-Security-Policy': "default-src 'self'; script-src 'nonce-abc'" };

  it('has a page under this response’s nonce report its refusals, and keeps it out of every cache', async () => {
    const answer = withNoncePagePolicy(page(csp), 'abc', '/login');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'nonce-abc'; report-uri /__csp-report; report-to csp-endpoint");
    expect(answer.headers.get('reporting-endpoints')).toBe('csp-endpoint="/__csp-report"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('<p>x</p>');
  });

  it('keeps a private page as it is, and has a public page the service worker keeps revalidated instead', () => {
    expect(withNoncePagePolicy(page({ ...csp, 'Cache-Control': 'private, no-store' }), 'abc', '/member').headers.get('cache-control')).toBe(
      'private, no-store',
    );
    for (const path of ['/', '/hot', '/promotions']) expect(withNoncePagePolicy(page(csp), 'abc', path).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('leaves an answer without this response’s nonce alone (a platform page’s own policy, a picture)', () => {
    const own = page({ 'Content-Security-Policy': "script-src 'nonce-other'" });
    expect(withNoncePagePolicy(own, 'abc', '/rgs/game/1')).toBe(own);
    const picture = new Response('x', { headers: { 'content-type': 'image/png' } });
    expect(withNoncePagePolicy(picture, 'abc', '/media/x.png')).toBe(picture);
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, firebaseAuthDomainOf, withSecurityHeaders } from './security-headers';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1)] as const),
  );

describe('createNonce', () => {
  it('makes a fresh URL-safe nonce of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from self and with the nonce', () => {
    const csp = directives(contentSecurityPolicy('abc123'));
    expect(csp.get('script-src')).toContain(`'nonce-abc123'`);
    expect(csp.get('script-src')).not.toContain(`'unsafe-inline'`);
    expect(csp.get('script-src')).not.toContain(`'unsafe-eval'`);
    expect(csp.get('style-src')).toContain(`'nonce-abc123'`);
    expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
    expect(csp.get('object-src')).toEqual([`'none'`]);
    expect(csp.get('default-src')).toEqual([`'self'`]);
    expect(csp.get('base-uri')).toEqual([`'self'`]);
  });

  it('keeps scripts strict for the playground too', () => {
    const csp = directives(contentSecurityPolicy('n0nce', { graphiql: true }));
    expect(csp.get('script-src')).toContain(`'nonce-n0nce'`);
    expect(csp.get('script-src')).not.toContain(`'unsafe-inline'`);
    expect(csp.get('worker-src')).toEqual([`'self'`, 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
  });

  it('names no host other than self', () => {
    expect(contentSecurityPolicy('x')).not.toMatch(/https?:|\*/);
  });

  it('with Turnstile allows exactly its origin, for scripts and frames only', () => {
    const csp = directives(contentSecurityPolicy('t1', { turnstile: true }));
    expect(csp.get('script-src')).toEqual([`'self'`, `'nonce-t1'`, `'strict-dynamic'`, 'https://challenges.cloudflare.com']);
    expect(csp.get('frame-src')).toEqual([`'self'`, 'https://challenges.cloudflare.com']);
    const others = [...csp].filter(([name]) => name !== 'script-src' && name !== 'frame-src');
    expect(others.flatMap(([, values]) => values).join(' ')).not.toMatch(/https?:|\*/);
    expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
  });
});

describe('the CSP of a brand that measures visits', () => {
  it("allows Google Analytics' script host and its hit hosts, and nothing else more", () => {
    const csp = directives(contentSecurityPolicy('a1', { analytics: true }));
    expect(csp.get('script-src')).toEqual([`'self'`, `'nonce-a1'`, `'strict-dynamic'`, 'https://www.googletagmanager.com']);
    const hosts = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
    expect(csp.get('img-src')).toEqual([`'self'`, 'data:', 'blob:', ...hosts]);
    expect(csp.get('connect-src')).toEqual([`'self'`, ...hosts]);
    const others = [...csp].filter(([name]) => !['script-src', 'img-src', 'connect-src'].includes(name));
    expect(others.flatMap(([, values]) => values).join(' ')).not.toMatch(/https?:|\*/);
    // Without a measurement id, none of it.
    expect(contentSecurityPolicy('a1', { analytics: false })).not.toMatch(/google/);
  });
});

describe('withSecurityHeaders', () => {
  // The Permissions-Policy is app/edge/response-headers.ts's (its own tests).
  const common = ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Strict-Transport-Security'];

  it('adds the CSP with the nonce to HTML responses', async () => {
    const page = new Response('<!doctype html><p>hi</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const secured = withSecurityHeaders(page, 'n1');
    expect(secured.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy('n1'));
    for (const name of common) expect(secured.headers.has(name), name).toBe(true);
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(secured.headers.get('X-Frame-Options')).toBe('DENY');
    expect(await secured.text()).toBe('<!doctype html><p>hi</p>');
  });

  it('adds the common headers but no CSP to other responses', async () => {
    for (const response of [
      Response.json({ data: { ok: true } }),
      new Response('plain', { headers: { 'content-type': 'text/plain' } }),
      new Response(null, { status: 302, headers: { Location: '/' } }),
    ]) {
      const status = response.status;
      const secured = withSecurityHeaders(response, 'n2');
      for (const name of common) expect(secured.headers.has(name), name).toBe(true);
      expect(secured.headers.has('Content-Security-Policy')).toBe(false);
      expect(secured.status).toBe(status);
    }
  });

  it('keeps status, headers and body, and a header the response already set', async () => {
    const original = new Response('gone', {
      status: 451,
      statusText: 'Unavailable For Legal Reasons',
      headers: { 'content-type': 'text/html', 'X-Frame-Options': 'SAMEORIGIN', 'Retry-After': '60' },
    });
    const secured = withSecurityHeaders(original, 'n3');
    expect(secured.status).toBe(451);
    expect(secured.headers.get('Retry-After')).toBe('60');
    expect(secured.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(await secured.text()).toBe('gone');
  });

  it('uses the playground policy when asked', () => {
    const page = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    expect(withSecurityHeaders(page, 'n4', { graphiql: true }).headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy('n4', { graphiql: true }));
  });
});

describe('social sign-in through Firebase', () => {
  it('opens the policy to Firebase only, and lets its popup answer the page', () => {
    const page = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    const secured = withSecurityHeaders(page, 'n5', { firebaseAuthDomain: 'aurora-play.firebaseapp.com' });
    const csp = secured.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com");
    expect(csp).toContain("frame-src 'self' https://aurora-play.firebaseapp.com");
    expect(csp).toContain("script-src 'self' 'nonce-n5' 'strict-dynamic'");
    expect(secured.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    const plain = withSecurityHeaders(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }), 'n6');
    expect(plain.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('takes only a host name as the auth domain', () => {
    expect(firebaseAuthDomainOf(' Aurora-Play.firebaseapp.com ')).toBe('aurora-play.firebaseapp.com');
    for (const bad of ['', 'https://x.com', 'x.com/path', 'x.com; script-src *', 'localhost', undefined]) expect(firebaseAuthDomainOf(bad)).toBeNull();
  });
});

describe('the image CDNs', () => {
  it('allows exactly the brand’s image CDN origins as image sources, beside analytics, and nothing else wider', () => {
    const csp = directives(contentSecurityPolicy('i1', { imageOrigins: ['https://img1.brand.example', 'http://localhost:8788'] }));
    expect(csp.get('img-src')).toEqual([`'self'`, 'data:', 'blob:', 'https://img1.brand.example', 'http://localhost:8788']);
    const others = [...csp].filter(([name]) => name !== 'img-src');
    expect(others.flatMap(([, values]) => values).join(' ')).not.toMatch(/https?:|\*/);
    const measured = directives(contentSecurityPolicy('i2', { analytics: true, imageOrigins: ['https://img1.brand.example'] }));
    expect(measured.get('img-src')).toEqual(expect.arrayContaining(['https://img1.brand.example', 'https://*.google-analytics.com']));
  });

  it('without image CDNs loads pictures from its own origin only', () => {
    expect(directives(contentSecurityPolicy('i3', { imageOrigins: [] })).get('img-src')).toEqual([`'self'`, 'data:', 'blob:']);
  });
});

describe('the game frame', () => {
  it('allows exactly the configured game origins as frame sources, and nothing else wider', () => {
    const csp = directives(contentSecurityPolicy('g1', { gameOrigins: ['https://games.example.com', 'https://live.example.net:8443'] }));
    expect(csp.get('frame-src')).toEqual([`'self'`, 'https://games.example.com', 'https://live.example.net:8443']);
    const others = [...csp].filter(([name]) => name !== 'frame-src');
    expect(others.flatMap(([, values]) => values).join(' ')).not.toMatch(/https?:|\*/);
    expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
  });

  it('without game origins frames only its own origin (the /rgs/ game pages)', () => {
    expect(directives(contentSecurityPolicy('g2', { gameOrigins: [] })).get('frame-src')).toEqual([`'self'`]);
  });

  it('adds the game origins beside Turnstile', () => {
    const csp = directives(contentSecurityPolicy('g3', { turnstile: true, gameOrigins: ['https://games.example.com'] }));
    expect(csp.get('frame-src')).toEqual([`'self'`, 'https://challenges.cloudflare.com', 'https://games.example.com']);
  });

  it('a forwarded game page keeps its own policy, whose frame-ancestors alone say who may frame it', () => {
    // On a launch CDN (ADR 047) the portal that frames it is another origin: X-Frame-Options would refuse it.
    const own = "default-src 'none'; frame-ancestors 'self' http://127.0.0.1:8788";
    const page = new Response('<html></html>', { headers: { 'content-type': 'text/html', 'Content-Security-Policy': own } });
    const secured = withSecurityHeaders(page, 'g4', { gamePage: true });
    expect(secured.headers.get('Content-Security-Policy')).toBe(own);
    expect(secured.headers.get('X-Frame-Options')).toBeNull();
  });

  it('a forwarded game page whose own policy names no ancestors may be framed by this origin only', () => {
    const own = "default-src 'none'";
    const page = new Response('<html></html>', { headers: { 'content-type': 'text/html', 'Content-Security-Policy': own } });
    const secured = withSecurityHeaders(page, 'g4', { gamePage: true });
    expect(secured.headers.get('Content-Security-Policy')).toBe(own);
    expect(secured.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it("the game frame may show the brand's launch CDNs beside its game origins, each once", () => {
    const csp = directives(
      contentSecurityPolicy('g7', { gameOrigins: ['https://games.example.com'], launchOrigins: ['https://launch1.example.com', 'https://games.example.com'] }),
    );
    expect(csp.get('frame-src')).toEqual([`'self'`, 'https://games.example.com', 'https://launch1.example.com']);
    expect(csp.get('img-src')).toEqual([`'self'`, 'data:', 'blob:']);
  });

  it('a game page without a policy of its own gets the portal policy, framed by the portal only', () => {
    const secured = withSecurityHeaders(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }), 'g5', { gamePage: true });
    expect(directives(secured.headers.get('Content-Security-Policy')!).get('frame-ancestors')).toEqual([`'self'`]);
    expect(secured.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('any other page replaces a policy it carries and is never framed', () => {
    const page = new Response('<html></html>', { headers: { 'content-type': 'text/html', 'Content-Security-Policy': 'frame-ancestors *' } });
    const secured = withSecurityHeaders(page, 'g6');
    expect(secured.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy('g6'));
    expect(secured.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

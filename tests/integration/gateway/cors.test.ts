/**
 * CORS on /graphql: only the portal's own origin and the brand's CORS_ORIGINS may read answers with
 * the visitor's cookies; any other site gets no CORS headers at all (Yoga's default reflected every
 * origin with credentials).
 */
import { describe, expect, it } from 'vitest';
import { graphqlPost, useHarness } from './harness';

const h = useHarness();

const PARTNER = 'https://partner.example.com';
const withPartner = { vars: { CORS_ORIGINS: `${PARTNER}, https://other.example.org` } };

function preflight(origin: string | null) {
  const headers: Record<string, string> = { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' };
  if (origin) headers.Origin = origin;
  return new Request('https://portal.test/graphql', { method: 'OPTIONS', headers });
}

describe('CORS on /graphql', () => {
  it("answers the portal's own origin with credentials", async () => {
    const response = await h.http(graphqlPost('{ ok }', undefined, { Origin: 'https://portal.test' }));
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://portal.test');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Vary')).toMatch(/Origin/);
  });

  it('never grants another site credentials or its origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://portal.test.evil.example', 'http://portal.test', PARTNER]) {
      const response = await h.http(graphqlPost('{ ok }', undefined, { Origin: origin }));
      expect(response.headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
      expect(response.headers.get('Access-Control-Allow-Credentials'), origin).toBeNull();
      expect(response.headers.get('Vary')).toMatch(/Origin/);
    }
  });

  it('answers an origin the brand allows (CORS_ORIGINS), and only those', async () => {
    const response = await h.http(graphqlPost('{ ok }', undefined, { Origin: PARTNER }), withPartner);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const other = await h.http(graphqlPost('{ ok }', undefined, { Origin: 'https://evil.example' }), withPartner);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(other.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers a preflight from an allowed origin, and refuses any other before running anything', async () => {
    const allowed = await h.http(preflight(PARTNER), withPartner);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type/i);
    expect(Number(allowed.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);

    const own = await h.http(preflight('https://portal.test'));
    expect(own.status).toBe(204);
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe('https://portal.test');

    for (const origin of ['https://evil.example', 'null', null]) {
      const refused = await h.http(preflight(origin), withPartner);
      expect(refused.status, String(origin)).toBe(403);
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(refused.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    }
    expect(h.binding.requests).toHaveLength(0);
  });

  it('sends no CORS headers to a request without an Origin (not a browser page elsewhere)', async () => {
    const response = await h.http(graphqlPost('{ ok }'));
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });
});

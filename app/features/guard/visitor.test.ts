import { describe, expect, it } from 'vitest';
import { visitorCountry } from './visitor';

/** A request as Cloudflare hands it over, with `cf` metadata. */
function edgeRequest(headers: Record<string, string> = {}, cf?: Record<string, unknown>): Request {
  const request = new Request('https://portal.example/', { headers });
  if (cf) Object.defineProperty(request, 'cf', { value: cf });
  return request;
}

describe('visitorCountry', () => {
  it('honours X-Test-Country outside production', () => {
    for (const ENVIRONMENT of ['development', 'test']) {
      expect(visitorCountry(edgeRequest({ 'X-Test-Country': 'kr' }), { ENVIRONMENT })).toBe('KR');
      expect(visitorCountry(edgeRequest({ 'X-Test-Country': ' us ' }), { ENVIRONMENT })).toBe('US');
    }
  });

  it('ignores an X-Test-Country that is not a two-letter code', () => {
    for (const value of ['USA', 'U', '12', 'U1', '']) {
      expect(visitorCountry(edgeRequest({ 'X-Test-Country': value }), { ENVIRONMENT: 'development' }), value).toBeNull();
    }
  });

  it('does not consult the local placeholder metadata outside production', () => {
    expect(visitorCountry(edgeRequest({}, { country: 'DE' }), { ENVIRONMENT: 'development' })).toBeNull();
  });

  it('ignores X-Test-Country in production and reads request.cf.country', () => {
    expect(visitorCountry(edgeRequest({ 'X-Test-Country': 'KR' }, { country: 'DE' }), { ENVIRONMENT: 'production' })).toBe('DE');
    expect(visitorCountry(edgeRequest({ 'X-Test-Country': 'KR' }), { ENVIRONMENT: 'production' })).toBeNull();
    expect(visitorCountry(edgeRequest({}, { country: 'us' }), { ENVIRONMENT: 'production' })).toBe('US');
  });

  it('treats a missing ENVIRONMENT as production', () => {
    expect(visitorCountry(edgeRequest({ 'X-Test-Country': 'KR' }, { country: 'JP' }), {})).toBe('JP');
  });

  it('answers null for unusable metadata in production', () => {
    // Cloudflare's "T1" (Tor) is two characters but not an ISO letter code.
    for (const country of ['T1', 'XXX', 42, null]) {
      expect(visitorCountry(edgeRequest({}, { country }), { ENVIRONMENT: 'production' }), String(country)).toBeNull();
    }
  });
});

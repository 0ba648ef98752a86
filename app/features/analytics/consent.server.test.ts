import { describe, expect, it } from 'vitest';
import { analyticsCookieRemovals, consentCookie, pageAnsweredOn, readConsent } from './consent.server';

const withCookie = (cookie: string) => new Request('https://portal.test/', { headers: { Cookie: cookie } });

describe('the analytics consent cookie', () => {
  it('reads an answer the portal wrote, and nothing else', async () => {
    for (const choice of ['granted', 'denied'] as const) {
      const header = await consentCookie.serialize(choice);
      expect(await readConsent(withCookie(header.split(';')[0]!))).toBe(choice);
    }
    expect(await readConsent(new Request('https://portal.test/'))).toBeNull();
    for (const junk of ['analytics_consent=granted', 'analytics_consent=%22maybe%22', 'analytics_consent=e30%3D', 'analytics_consent=%%%'])
      expect(await readConsent(withCookie(junk)), junk).toBeNull();
  });

  it("is kept six months, for this site's pages, out of scripts' reach", async () => {
    const header = await consentCookie.serialize('granted');
    expect(header).toMatch(/Max-Age=15724800/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
  });
});

describe("removing Google Analytics' cookies", () => {
  it('expires _ga and _ga_<id> the request carries, once each, and nothing else', () => {
    const removals = analyticsCookieRemovals(withCookie('_ga=GA1.1.1.2; lng=en; _ga_AURORA0001=GS1; _gat=1; _ga=again; __Host-sid=x; _ga_bad-name=1'));
    expect(removals).toEqual(['_ga=; Path=/; Max-Age=0; SameSite=Lax', '_ga_AURORA0001=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(analyticsCookieRemovals(new Request('https://portal.test/'))).toEqual([]);
  });
});

describe('the page an answer was given on', () => {
  const post = (referer?: string) => new Request('https://portal.test/analytics-consent', { method: 'POST', headers: referer ? { Referer: referer } : {} });

  it('is the Referer of this site, with its query (the form’s field may be an earlier address’s markup)', () => {
    expect(pageAnsweredOn(post('https://portal.test/rng?page=2'))).toBe('/rng?page=2');
  });

  it('is unknown without a Referer, for another site or for a Referer that is no address', () => {
    expect(pageAnsweredOn(post())).toBeNull();
    expect(pageAnsweredOn(post('https://evil.test/phish'))).toBeNull();
    expect(pageAnsweredOn(post('http://portal.test/rng'))).toBeNull();
    expect(pageAnsweredOn(post('not an address'))).toBeNull();
  });
});

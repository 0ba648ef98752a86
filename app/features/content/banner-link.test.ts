import { describe, expect, it } from 'vitest';
import { bannerClickHref, bannerHref, opensElsewhere } from './banner-link';

const visitor = { isLoggedIn: false, isTrial: false, guestTrials: false };
const member = { isLoggedIn: true, isTrial: false, guestTrials: false };

describe('where a banner leads', () => {
  it('to a promotion (the list when it names none)', () => {
    expect(bannerHref({ linkType: 'PROMOTION', linkUrl: '3001' }, visitor)).toBe('/promotions?id=3001');
    expect(bannerHref({ linkType: 'PROMOTION', linkUrl: null }, visitor)).toBe('/promotions');
  });

  it("to an address of the site's own, or another site's in a new tab; never to a script or a protocol-relative address", () => {
    expect(bannerHref({ linkType: 'URL', linkUrl: '/gameCenter/lott' }, visitor)).toBe('/gameCenter/lott');
    const elsewhere = { linkType: 'URL' as const, linkUrl: 'https://partner.example/offer' };
    expect(bannerHref(elsewhere, visitor)).toBe('https://partner.example/offer');
    expect(opensElsewhere(elsewhere)).toBe(true);
    expect(opensElsewhere({ linkType: 'URL', linkUrl: '/help' })).toBe(false);
    expect(bannerHref({ linkType: 'URL', linkUrl: 'javascript:alert(1)' }, visitor)).toBeNull();
    expect(bannerHref({ linkType: 'URL', linkUrl: '//evil.example/' }, visitor)).toBeNull();
  });

  it('to a game through the launch: a member plays, a visitor logs in first', () => {
    expect(bannerHref({ linkType: 'GAME', linkUrl: '1200345' }, member)).toBe('/play/1200345?from=%2F');
    expect(bannerHref({ linkType: 'GAME', linkUrl: '1200345' }, visitor)).toBe(`/login?redirectTo=${encodeURIComponent('/play/1200345?from=%2F')}`);
    expect(bannerHref({ linkType: 'GAME', linkUrl: 'not-a-game' }, member)).toBeNull();
  });

  it('nowhere without a link', () => {
    expect(bannerHref({ linkType: 'NONE', linkUrl: null }, member)).toBeNull();
    expect(bannerHref({ linkType: 'URL', linkUrl: null }, member)).toBeNull();
  });
});

describe("pressing a carousel's banner", () => {
  it('leads a member where the banner leads', () => {
    expect(bannerClickHref({ linkType: 'PROMOTION', linkUrl: '3001' }, member)).toBe('/promotions?id=3001');
    expect(bannerClickHref({ linkType: 'URL', linkUrl: 'https://partner.example/offer' }, member)).toBe('https://partner.example/offer');
  });

  it('asks a visitor to log in first, then leads on to a page of the site, or back from another site', () => {
    expect(bannerClickHref({ linkType: 'PROMOTION', linkUrl: '3001' }, visitor)).toBe(`/login?redirectTo=${encodeURIComponent('/promotions?id=3001')}`);
    expect(bannerClickHref({ linkType: 'URL', linkUrl: '/gameCenter/lott' }, visitor)).toBe(`/login?redirectTo=${encodeURIComponent('/gameCenter/lott')}`);
    expect(bannerClickHref({ linkType: 'URL', linkUrl: 'https://partner.example/offer' }, visitor, '/hot')).toBe(
      `/login?redirectTo=${encodeURIComponent('/hot')}`,
    );
    // A game asks once, not twice.
    expect(bannerClickHref({ linkType: 'GAME', linkUrl: '1200345' }, visitor)).toBe(bannerHref({ linkType: 'GAME', linkUrl: '1200345' }, visitor));
  });

  it('leads nowhere when the banner does not', () => {
    expect(bannerClickHref({ linkType: 'NONE', linkUrl: null }, visitor)).toBeNull();
  });
});

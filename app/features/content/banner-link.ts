import type { BannerLink } from '#app/graphql/generated/graphql';
import { gameStartHref, type Viewer } from '#app/features/games/launch';
import { loginHref } from '#app/kernel/access';
import { href } from '#app/kernel/href';

/** What a banner says about its link (the Banner type's linkType and linkUrl). */
export interface LinkedBanner {
  linkType: BannerLink;
  linkUrl?: string | null;
}

/** A banner whose address is another site's: it opens in a new tab. */
export const opensElsewhere = (banner: LinkedBanner) => banner.linkType === 'URL' && /^https?:/.test(banner.linkUrl ?? '');

/**
 * Where a banner leads, any banner the platform gives (the home carousel's, the login modal's): an
 * address (the site's own, or another's over http(s)), a promotion, or a game (through the one
 * launch function, which sends a visitor to log in first); null when it leads nowhere, or nowhere a
 * page may send a visitor (a `javascript:` address, a game id that is not one).
 */
export function bannerHref(banner: LinkedBanner, viewer: Viewer, returnTo = '/'): string | null {
  if (!banner.linkUrl) return banner.linkType === 'PROMOTION' ? href('/promotions') : null;
  switch (banner.linkType) {
    case 'URL':
      return (banner.linkUrl.startsWith('/') && !banner.linkUrl.startsWith('//')) || opensElsewhere(banner) ? banner.linkUrl : null;
    case 'PROMOTION':
      return href('/promotions', { search: { id: banner.linkUrl } });
    case 'GAME':
      return /^[0-9]{1,18}$/.test(banner.linkUrl) ? gameStartHref(banner.linkUrl, viewer, returnTo) : null;
    default:
      return null;
  }
}

/**
 * Where pressing a banner of the home carousel leads. A member goes where the banner leads; a
 * visitor logs in first (the spec's roles: a visitor's banner click prompts the login, product spec
 * section 6; ADR 036 says how it is read), and the login then leads on to the banner's page of the
 * site, or back to the page the banner was on when it leads to another site.
 */
export function bannerClickHref(banner: LinkedBanner, viewer: Viewer, returnTo = '/'): string | null {
  const target = bannerHref(banner, viewer, returnTo);
  if (target === null || viewer.isLoggedIn) return target;
  // A game's start asks for the login already (gameStartHref).
  if (target.startsWith(`${href('/login')}?`)) return target;
  return loginHref(target.startsWith('/') && !target.startsWith('//') ? target : returnTo);
}

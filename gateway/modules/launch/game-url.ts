import type { GatewayContext } from '#gateway/context';
import { launchCdn } from '#gateway/modules/system/cdn';

/**
 * Which game addresses the portal may open in its game frame. The platform answers a launch with
 * the game page's address; the portal frames it only when it is
 * - a path on the portal's own origin under /rgs/ (the reference platform's stand-in game server,
 *   which the portal forwards), or the same path on one of the brand's launch CDNs (its domain
 *   routes' `launchCdn`, ADR 047: an origin that serves the portal's /rgs/ pages), or
 * - an address on one of the brand's game origins (GAME_ORIGINS: exact origins, https in
 *   production; parsed once with the configuration by gateway/origin-list.ts).
 * The page's CSP `frame-src` allows exactly those origins. Anything else (another site, another
 * path of a launch CDN, a script address, credentials in the address) is refused: the portal never
 * frames an arbitrary address, whoever put it in a URL.
 */

/** The path prefix of game pages served through the portal's own origin. */
export const SAME_ORIGIN_GAME_PREFIX = '/rgs/';

const BASE = 'https://portal.invalid';

/** A path of the portal's game pages: root-relative, under /rgs/ once climbs are resolved. */
function gamePagePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !url.pathname.startsWith(SAME_ORIGIN_GAME_PREFIX)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The address to frame, normalised, or null when it may not be framed: a root-relative /rgs/ path
 * (kept root-relative), an absolute address on one of `origins`, or a /rgs/ page on one of
 * `launchOrigins` (the brand's launch CDNs, origins only: cdn.ts).
 */
export function frameableGameUrl(raw: string, origins: readonly string[], launchOrigins: readonly string[] = []): string | null {
  const value = raw.trim();
  if (!value || value.length > 2048 || /[\s\\]/.test(value)) return null;
  if (value.startsWith('/')) return gamePagePath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const onLaunchCdn = launchOrigins.includes(url.origin) && url.pathname.startsWith(SAME_ORIGIN_GAME_PREFIX);
  return origins.includes(url.origin) || onLaunchCdn ? url.href : null;
}

/** The address the frame may show for this request's brand (its GAME_ORIGINS and launch CDNs), or null. */
export async function frameableGameAddress(ctx: GatewayContext, raw: string): Promise<string | null> {
  return frameableGameUrl(raw, ctx.config.gameOrigins, (await launchCdn(ctx)).origins);
}

/**
 * A launch's address as the visitor opens it: a game page of the portal's own (/rgs/) moves to the
 * visitor's launch CDN when the brand lists one; any other address stays as the platform gave it.
 */
export async function onVisitorLaunchCdn(ctx: GatewayContext, address: string): Promise<string> {
  if (!address.startsWith(SAME_ORIGIN_GAME_PREFIX)) return address;
  const { chosen } = await launchCdn(ctx);
  return chosen ? `${chosen}${address}` : address;
}

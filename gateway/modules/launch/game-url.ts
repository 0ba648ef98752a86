/**
 * Which game addresses the portal may open in its game frame. The platform answers a launch with
 * the game page's address; the portal frames it only when it is
 * - a path on the portal's own origin under /rgs/ (the reference platform's stand-in game server,
 *   which the portal forwards), or
 * - an address on one of the brand's game origins (GAME_ORIGINS: exact origins, https in
 *   production; parsed once with the configuration by gateway/origin-list.ts), which is also
 *   exactly what the page's CSP `frame-src` allows.
 * Anything else (another site, a script address, credentials in the address) is refused: the
 * portal never frames an arbitrary address, whoever put it in a URL.
 */

/** The path prefix of game pages served through the portal's own origin. */
export const SAME_ORIGIN_GAME_PREFIX = '/rgs/';

const BASE = 'https://portal.invalid';

/**
 * The address to frame, normalised, or null when it may not be framed: a root-relative /rgs/ path
 * (kept root-relative) or an absolute address on one of `origins`.
 */
export function frameableGameUrl(raw: string, origins: readonly string[]): string | null {
  const value = raw.trim();
  if (!value || value.length > 2048 || /[\s\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(value, BASE);
    } catch {
      return null;
    }
    if (url.origin !== BASE || !url.pathname.startsWith(SAME_ORIGIN_GAME_PREFIX)) return null;
    return url.pathname + url.search + url.hash;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return origins.includes(url.origin) ? url.href : null;
}

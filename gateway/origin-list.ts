/**
 * A configured list of origins (CORS_ORIGINS, GAME_ORIGINS): comma-separated, each entry exactly
 * an origin as a browser sends and compares it (scheme, host, port). Both lists grant something
 * to another site, credentials to its pages (CORS, docs/architecture.md "Security") or a place in
 * the game frame and the CSP's frame-src (docs/decisions/023-starting-games.md), so a pattern, a
 * path or a plain-http origin in production is refused rather than guessed at: `readConfig`
 * (env.ts) parses both once and the Worker does not start serving with a bad entry.
 */

export interface OriginListOptions {
  /** Production allows only https origins; development and test also take http (local servers). */
  production: boolean;
}

/** The list's origins, normalised (lower case, no trailing slash), in the order given. Throws on a bad entry, naming the variable and the entry. */
export function parseOriginList(variable: string, value: string, { production }: OriginListOptions): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry, production);
      if (typeof origin === 'string') return origin;
      throw new Error(`${variable}: "${entry}" ${origin.problem}; write each entry as an exact origin such as https://www.example.com`);
    });
}

function originOf(entry: string, production: boolean): string | { problem: string } {
  if (entry.includes('*')) return { problem: 'is a pattern (no wildcards: list each origin)' };
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: 'is not an origin' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `is not an http(s) origin (${url.protocol})` };
  if (url.protocol === 'http:' && production) return { problem: 'is http (https only in production)' };
  if (url.username || url.password) return { problem: 'has credentials' };
  if (url.pathname !== '/' || url.search || url.hash || entry.endsWith('?') || entry.endsWith('#')) return { problem: 'has a path, query or fragment' };
  // What is left is spelling: a default port written out (https://host:443) is not what a browser sends.
  if (url.origin !== entry.replace(/\/$/, '').toLowerCase()) return { problem: `is not written as the origin a browser sends (${url.origin})` };
  return url.origin;
}

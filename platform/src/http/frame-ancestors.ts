/**
 * Who may frame the platform's pages that the portal shows in its own frames: the game pages
 * (/rgs/game, /rgs/lottery) and the customer-service room (/cs/). Their CSP's `frame-ancestors`:
 * - `'self'` and the portal origin the forward names (X-Forwarded-Host/-Proto: the portal serves
 *   these pages on its own origin, docs/platform-protocol.md);
 * - the origins of GAME_FRAME_ANCESTORS (an operator's extra portals);
 * - for a game page, the brand's own portal domains (its `main_domain` and the domain routes'
 *   `DOMAIN` rows, as https origins): a game page opened on the brand's launch CDN (another host,
 *   ADR 047) is framed by the portal on one of them;
 * - when the forwarded host is this machine (a loopback name), the portal on this machine under
 *   any of its names at that port (`localhost`, `*.localhost`, `127.0.0.1`): the development and
 *   test portals serve their launch CDNs under those names.
 */
import type { Env } from '../env';
import { merchantFromHeaders } from './brand';
import type { BaseContext, Handler } from './routes';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const DOMAIN = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** The source list of `frame-ancestors` for a page answering `request`, given the brand's portal domains. */
export function frameAncestors(env: Pick<Env, 'GAME_FRAME_ANCESTORS'>, request: Request, portalDomains: readonly string[] = []): string {
  const sources = (env.GAME_FRAME_ANCESTORS ?? '').split(/\s+/).filter((origin) => ORIGIN.test(origin));
  const host = request.headers.get('X-Forwarded-Host')?.trim();
  const proto = request.headers.get('X-Forwarded-Proto')?.trim();
  if (host && HOST.test(host) && (proto === 'http' || proto === 'https')) {
    sources.push(`${proto}://${host}`);
    const [name, port] = host.split(':') as [string, string | undefined];
    if (proto === 'http' && isLoopbackName(name)) {
      const at = port ? `:${port}` : '';
      sources.push(`http://localhost${at}`, `http://*.localhost${at}`, `http://127.0.0.1${at}`);
    }
  }
  for (const domain of portalDomains) if (DOMAIN.test(domain)) sources.push(`https://${domain.toLowerCase()}`);
  return ["'self'", ...new Set(sources)].join(' ');
}

/** The brand's portal domains (main domain and DOMAIN routes) for the request's Merchant header; none without one. */
export async function portalDomainsOf(env: Env, request: Request): Promise<string[]> {
  let merchant: string;
  try {
    merchant = merchantFromHeaders(request.headers);
  } catch {
    return [];
  }
  const { results } = await env.DB.prepare(
    `SELECT main_domain AS host FROM brands WHERE merchant_code = ?1
     UNION SELECT url AS host FROM domain_routes WHERE merchant_code = ?1 AND kind = 'DOMAIN'`,
  )
    .bind(merchant)
    .all<{ host: string }>();
  return results.map((row) => row.host);
}

/**
 * A game page's handler whose answer names, in its CSP's `frame-ancestors`, every portal of its
 * brand that may frame it (see above). The page writes its own policy with `frame-ancestors 'self'`;
 * an answer without a policy (a redirect after a round) passes as it is.
 */
export function framedByTheBrandsPortals<C extends BaseContext>(handler: Handler<C>): Handler<C> {
  return async (ctx) => {
    const response = await handler(ctx);
    const policy = response.headers.get('Content-Security-Policy');
    if (!policy || !/(?:^|;)\s*frame-ancestors\s/.test(policy)) return response;
    const ancestors = frameAncestors(ctx.env, ctx.request, await portalDomainsOf(ctx.env, ctx.request));
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

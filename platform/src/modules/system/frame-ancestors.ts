/**
 * Who may frame the platform's pages that the portal shows in its own frames, as their CSP's
 * `frame-ancestors` (the only writer of that directive for them):
 * - `'self'` and the portal origin the forward names (X-Forwarded-Host/-Proto: the portal serves
 *   these pages on its own origin, docs/platform-protocol.md), and the origins of
 *   GAME_FRAME_ANCESTORS (an operator's extra portals): every such page, the chat room included;
 * - for a game page (/rgs/game, /rgs/lottery), also the brand's own portal domains (its main domain
 *   and the domain routes' `DOMAIN` rows, as https origins, read as the portal's domain check reads
 *   them) and, when the forwarded host is this machine (a loopback name), the portal on this machine
 *   under each of its names at that port (`localhost`, `*.localhost`, `127.0.0.1`): a game page
 *   opened on the brand's launch CDN (another host, ADR 047) is framed by the portal on one of them.
 */
import type { Env } from '../../env';
import { merchantFromHeaders } from '../../http/brand';
import type { BaseContext, Handler } from '../../http/routes';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * A domain row as a bare host name, as the portal's domain check reads it
 * (gateway/modules/system/status.ts: "https://www.Brand.example/" is www.brand.example).
 */
export function domainHostName(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

export interface FramedBy {
  /** The brand's portal domains (main domain and DOMAIN routes, as written in its rows). */
  portalDomains?: readonly string[];
  /** The portal on this machine under any of its names, when the forwarded host is one (game pages only). */
  thisMachine?: boolean;
}

/** The source list of `frame-ancestors` for a page answering `request`. */
export function frameAncestors(env: Pick<Env, 'GAME_FRAME_ANCESTORS'>, request: Request, { portalDomains = [], thisMachine = false }: FramedBy = {}): string {
  const sources = (env.GAME_FRAME_ANCESTORS ?? '').split(/\s+/).filter((origin) => ORIGIN.test(origin));
  const host = request.headers.get('X-Forwarded-Host')?.trim();
  const proto = request.headers.get('X-Forwarded-Proto')?.trim();
  if (host && HOST.test(host) && (proto === 'http' || proto === 'https')) {
    sources.push(`${proto}://${host}`);
    const [name, port] = host.split(':') as [string, string | undefined];
    if (thisMachine && proto === 'http' && isLoopbackName(name)) {
      const at = port ? `:${port}` : '';
      sources.push(`http://localhost${at}`, `http://*.localhost${at}`, `http://127.0.0.1${at}`);
    }
  }
  for (const domain of portalDomains.map(domainHostName)) if (DOMAIN.test(domain)) sources.push(`https://${domain}`);
  return ["'self'", ...new Set(sources)].join(' ');
}

/**
 * The brand's portal domains for the request's Merchant header (the portal forwards every page with
 * it): its main domain and DOMAIN routes, none without a merchant. When they cannot be read, none:
 * the page stays framable by the portal that forwarded it, and is not lost.
 */
export async function portalDomainsOf(env: Env, request: Request): Promise<string[]> {
  let merchant: string;
  try {
    merchant = merchantFromHeaders(request.headers);
  } catch {
    return [];
  }
  try {
    const { results } = await env.DB.prepare(
      `SELECT main_domain AS host FROM brands WHERE merchant_code = ?1
       UNION SELECT url AS host FROM domain_routes WHERE merchant_code = ?1 AND kind = 'DOMAIN'`,
    )
      .bind(merchant)
      .all<{ host: string }>();
    return results.map((row) => row.host);
  } catch (error) {
    console.warn("the brand's domains could not be read; the game page names only the forwarding portal", error);
    return [];
  }
}

/**
 * A game page's handler whose HTML answer says, in its CSP, that every portal of its brand may frame
 * it (see above). The page writes its policy without `frame-ancestors`; an answer without a policy
 * (a redirect after a round, a JSON error) passes as it is. A page that is not wrapped keeps no
 * `frame-ancestors`, and the portal then lets only its own origin frame it (X-Frame-Options).
 */
export function framedByTheBrandsPortals<C extends BaseContext>(handler: Handler<C>): Handler<C> {
  return async (ctx) => {
    const response = await handler(ctx);
    const policy = response.headers.get('Content-Security-Policy');
    if (!policy) return response;
    const ancestors = frameAncestors(ctx.env, ctx.request, { portalDomains: await portalDomainsOf(ctx.env, ctx.request), thisMachine: true });
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', `${policy.replace(/;\s*$/, '')}; frame-ancestors ${ancestors}`);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

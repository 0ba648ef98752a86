import { boundedBody } from '#gateway/bounded-request';
import type { GatewayConfig } from '#gateway/env';
import { protocolLanguage } from '#gateway/modules/system/language';

/**
 * The one forwarder for the platform's own pages that the member's browser opens on the portal's
 * origin: the stand-in payment provider (/provider/, upstream/provider.ts), the stand-in game
 * server (/rgs/, upstream/game-pages.ts) and the customer-service room (/cs/,
 * modules/chat/pages.ts). Each kind is a `PlatformPages` description; everything a description
 * does not open stays shut:
 *
 * - only the description's paths, each only while its switch is on; anything else is a 404 that
 *   says no more than an unknown path;
 * - only its methods (405 with Allow);
 * - towards the platform, only Merchant, Language and the portal's own origin
 *   (X-Forwarded-Host/-Proto: the pages name it in frame-ancestors and the QR's absolute URL), the
 *   body's Content-Type, the browser headers the description lists, and the member's session as
 *   Authorization on the routes that need it. Never the browser's cookies, its own Authorization
 *   or forwarding headers;
 * - a body of at most `maxBodyBytes`, counted while reading (413);
 * - back to the browser, only the answer headers the description lists (never Set-Cookie), a
 *   Location only as a path on the portal's origin (the portal is no open redirect, whatever an
 *   upstream says), and Cache-Control `no-store` unless the description trusts the platform's;
 * - every refusal is `no-store`.
 *
 * The platform protocol's pages are described in docs/platform-protocol.md ("Deposits",
 * "Launching and rounds", "Customer-service chat"); the chat's rules in
 * docs/decisions/032-customer-service-chat.md.
 */

export type PageMethod = 'GET' | 'HEAD' | 'POST';

/**
 * When a route is forwarded:
 * - `devTools`: only with the development tools on (never in production);
 * - `referencePlatform`: only to the reference platform, that is through its service binding (in
 *   any environment, a demo deployment included) or by URL with the development tools on (a local
 *   reference platform). A live platform serves such pages on its own origins, so nothing is
 *   forwarded to it.
 */
export type PageSwitch = 'devTools' | 'referencePlatform';

export interface PageRoute {
  /** The portal's path, anchored at both ends (a path only: the query is the description's `query`). */
  path: RegExp;
  on: PageSwitch;
  /** The platform's path for it, when it is not the same. */
  platformPath?: (pathname: string) => string;
  /** The member's platform session goes along as Authorization (the platform serves the page only to its member). */
  session?: boolean;
}

export interface PlatformPages {
  /** Every path under this prefix belongs to this kind (an unmatched one is a 404 here, never Remix's). */
  prefix: `/${string}/`;
  routes: readonly PageRoute[];
  methods: readonly PageMethod[];
  /** Browser request headers passed on, lower case (besides a body's Content-Type). */
  requestHeaders: readonly string[];
  /** Answer headers passed back to the browser, lower case (Cache-Control is `caching`'s). */
  answerHeaders: readonly string[];
  /** `no-store` always, or the platform's Cache-Control (`no-store` when it sends none). */
  caching: 'no-store' | 'platform';
  /** The largest request body, in bytes. */
  maxBodyBytes: number;
  /** Whether the query string goes along. */
  query: boolean;
  /** A WebSocket upgrade passes (from the portal's own pages only), and the platform's 101 comes back as it is. */
  webSocket: boolean;
  /**
   * The portal shows these pages in its own frames: the Worker lets them keep their own CSP, whose
   * frame-ancestors name the brand's portals (the platform's modules/system/frame-ancestors.ts: the
   * forwarding origin, the brand's domains for a game page on a launch CDN); a page that names none
   * may be framed by this origin only (X-Frame-Options SAMEORIGIN), never by another site
   * (app/features/guard/security-headers.ts).
   */
  framed: boolean;
}

/** The answer headers every kind passes back: what a page, a redirect and a file need, and their own protections. */
export const PAGE_ANSWER_HEADERS: readonly string[] = ['content-type', 'location', 'content-security-policy', 'referrer-policy', 'x-content-type-options'];

export interface PageRequest {
  /** The page's language (the portal's), sent as the Language header. */
  language: string;
  /** The member's platform session token, asked for only on a route that sends it. */
  session?: () => Promise<string | null>;
}

/** The description's route for the path, whether or not it is switched on. */
export function routeFor(pages: PlatformPages, pathname: string): PageRoute | null {
  return pages.routes.find((route) => route.path.test(pathname)) ?? null;
}

function switchedOn(on: PageSwitch, config: GatewayConfig): boolean {
  return on === 'devTools' ? config.devTools : config.platform.kind === 'binding' || config.devTools;
}

/** A plain-text refusal that no cache keeps (the forwarder's, and the media proxy's when the platform is out of reach). */
export const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain;charset=UTF-8', 'cache-control': 'no-store', ...headers } });

/** A path on the portal's own origin: not another host (`//host`, `/\host`) and not an absolute URL. */
const ROOT_RELATIVE = /^\/(?![/\\])/;

export async function forwardPage(pages: PlatformPages, config: GatewayConfig, request: Request, url: URL, page: PageRequest): Promise<Response> {
  const route = routeFor(pages, url.pathname);
  if (!route || !switchedOn(route.on, config)) return refuse(404, 'Not found');
  const method = request.method.toUpperCase() as PageMethod;
  if (!pages.methods.includes(method)) return refuse(405, 'Method not allowed', { allow: pages.methods.join(', ') });

  const headers = new Headers({
    Merchant: config.merchant,
    Language: protocolLanguage(page.language),
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
  });
  for (const name of pages.requestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (pages.webSocket && request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
    // Cross-site WebSocket hijacking: a page elsewhere must not open the member's socket with their cookies.
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return refuse(403, 'Cross-site WebSocket refused');
    headers.set('Upgrade', 'websocket');
  }
  if (route.session) {
    const token = (await page.session?.()) ?? null;
    if (token) headers.set('Authorization', token);
  }
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method === 'POST') {
    // A malformed length is refused as the copies before this one did; an absent one is counted.
    const declared = request.headers.get('content-length');
    if (declared !== null && !/^\d+$/.test(declared.trim())) return refuse(413, 'Payload too large');
    const body = await boundedBody(request, pages.maxBodyBytes);
    if (!body) return refuse(413, 'Payload too large');
    // The pages post forms: a body without a type is read as the URL-encoded form it must be.
    headers.set('Content-Type', request.headers.get('content-type') ?? 'application/x-www-form-urlencoded');
    init.body = body;
  }

  const path = `${route.platformPath?.(url.pathname) ?? url.pathname}${pages.query ? url.search : ''}`;
  // The platform out of reach (a connection lost on the way) is a bad gateway, never a 500.
  const upstream = await fetchPlatform(config, path, init).catch(() => null);
  if (!upstream) return refuse(502, 'Bad gateway');
  if (pages.webSocket && upstream.status === 101 && upstream.webSocket) return upstream;

  const answer = new Headers();
  for (const name of pages.answerHeaders) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  const location = answer.get('location');
  if (location !== null && !ROOT_RELATIVE.test(location)) {
    await upstream.body?.cancel();
    return refuse(502, 'Bad gateway');
  }
  const cacheControl = pages.caching === 'platform' ? upstream.headers.get('cache-control') : null;
  answer.set('cache-control', cacheControl || 'no-store');
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

/** One request to the platform, through its service binding or to its URL; `path` starts with a slash. */
export function fetchPlatform(config: GatewayConfig, path: string, init: RequestInit): Promise<Response> {
  return config.platform.kind === 'binding'
    ? config.platform.fetcher.fetch(new Request(`https://platform.internal${path}`, init))
    : fetch(`${config.platform.baseUrl}${path}`, init);
}

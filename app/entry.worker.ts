/**
 * The portal Worker. Static assets are served by Workers Assets before this runs, so they are
 * never blocked. Everything else comes here: platform media, /graphql, development tools, the
 * edge guard (maintenance and region block), then Remix.
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build (created by `remix vite:build` before wrangler bundles this file): the
// one import that leaves app/, since the build is output, not source.
// eslint-disable-next-line no-restricted-imports
import * as build from '../build/server/index.js';
import {
  brandAnalyticsId,
  createGatewayContext,
  envForHost,
  fetchDevPlatform,
  fetchPlatform,
  forwardPlatformPage,
  plainRefusal,
  handleGraphQL,
  cdnPageOrigins,
  platformPagesAt,
  purgeGatewayCache,
  readConfig,
  siteStatus,
  visitorAddress,
  type PortalBindings,
  type SessionChange,
  type SiteStatus,
} from '#gateway/index';
import {
  openSession,
  presentedSessionCookie,
  readSessionSecrets,
  sessionCookieHeader,
  sessionCookieHeaders,
  type PresentedCookie,
  type SessionData,
} from '#app/features/auth/session-cookie.server';
import { renderGuardResponse } from '#app/features/guard/render-guard';
import { createNonce, firebaseAuthDomainOf, withSecurityHeaders, type SecurityOptions } from '#app/features/guard/security-headers';
import { visitorCountry } from '#app/features/guard/visitor';
import { detectLanguage, keepAskedLanguage } from '#app/i18n/i18next.server';
import { loadWords } from '#app/i18n/words.server';
import { getLoadContext } from './load-context';
import { routeNamespaces } from '#app/i18n/route-namespaces.server';
import { cspReport, CSP_REPORT_PATH } from '#app/edge/csp-report';
import { FILE_ALONE_POLICY, withNoncePagePolicy, withPortalDefaults } from '#app/edge/response-headers';

const serverBuild = build as unknown as ServerBuild;
const handleRemix = createRequestHandler(serverBuild);

export default {
  async fetch(request: Request, bindings: PortalBindings, ctx: ExecutionContext): Promise<Response> {
    const nonce = createNonce();
    const url = new URL(request.url);
    // In development another brand may be served by host (DEV_BRAND_HOSTS: jade.localhost → JADE).
    const env = envForHost(bindings, url.hostname);
    try {
      const routed = await route(request, url, env, ctx, nonce);
      // A chat WebSocket (/cs/room/<token>/ws) goes back as the platform answered it: the 101 carries the socket.
      if (routed.status === 101) return routed;
      const response = withPrivateCaching(request, url, routed);
      const policies = pagePolicies.get(routed);
      const turnstile = realTurnstileFor(env);
      const gameOrigins = gameOriginsFor(env);
      // The frames' features go to exactly the origins the CSP's frame-src names.
      const portal = withPortalDefaults(response, { frameOrigins: [...gameOrigins, ...(policies?.launchOrigins ?? [])], turnstile });
      const secured = withSecurityHeaders(portal, nonce, {
        ...policies,
        graphiql: url.pathname === '/graphql',
        firebaseAuthDomain: firebaseAuthDomainFor(env),
        turnstile,
        gameOrigins,
        // Game pages (/rgs/) and the chat room (/cs/) keep their own policy and may be framed by the portal itself.
        gamePage: platformPagesAt(url.pathname)?.framed ?? false,
      });
      return withNoncePagePolicy(secured, nonce, url.pathname);
    } catch (error) {
      console.error('unhandled error', error);
      return withSecurityHeaders(withPortalDefaults(new Response('Internal error', { status: 500 })), nonce);
    }
  },
} satisfies ExportedHandler<PortalBindings>;

/**
 * A brand's platform may ask for Cloudflare Turnstile at any login; outside development the real
 * widget is shown (in development a stand-in on our own origin), so pages allow its one origin.
 */
function realTurnstileFor(env: PortalBindings): boolean {
  try {
    return !readConfig(env).devTools;
  } catch {
    return false;
  }
}

/** The brand's game origins (GAME_ORIGINS) the game frame may show, for the page's frame-src. */
function gameOriginsFor(env: PortalBindings): string[] {
  try {
    return readConfig(env).gameOrigins;
  } catch {
    return [];
  }
}

/** Social sign-in through the real Firebase (not the development stand-in) widens the page's policy. */
function firebaseAuthDomainFor(env: PortalBindings): string | null {
  if (!env.FIREBASE_API_KEY || !env.FIREBASE_PROJECT_ID) return null;
  try {
    if (readConfig(env).devTools) return null;
  } catch {
    return null;
  }
  return firebaseAuthDomainOf(env.FIREBASE_AUTH_DOMAIN);
}

/**
 * A response to a visitor with a session (or one that begins or ends a session) may carry personal
 * data: no shared cache may keep it and the browser must not store it. Platform media are public.
 */
function withPrivateCaching(request: Request, url: URL, response: Response): Response {
  if (url.pathname.startsWith('/media/')) return response;
  if (!presentedSessionCookie(request) && !response.headers.has('Set-Cookie')) return response;
  const privateResponse = new Response(response.body, response);
  privateResponse.headers.set('Cache-Control', 'private, no-store');
  return privateResponse;
}

/**
 * Login CSRF: a page elsewhere must not post our forms (it could sign the visitor into the
 * attacker's account). Browsers say where a request comes from; requests without either header
 * (scripts, tests) are not from a browser page and carry no visitor's cookies by accident.
 */
function crossSitePost(request: Request, url: URL): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const site = request.headers.get('Sec-Fetch-Site');
  if (site) return site === 'cross-site';
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== 'null' ? origin !== url.origin : origin === 'null';
}

async function route(request: Request, url: URL, env: PortalBindings, ctx: ExecutionContext, nonce: string) {
  if (url.pathname.startsWith('/media/')) return proxyMedia(request, url, env, ctx);
  const runtime = { waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
  // What the pages' CSP refused, reported by their browsers (edge/csp-report.ts): before the
  // cross-site check, since a report upload is no page's form and the endpoint only logs.
  if (url.pathname === CSP_REPORT_PATH) return cspReport(request, visitorAddress(request, env));
  if (crossSitePost(request, url)) return new Response('Cross-site request refused', { status: 403, headers: { 'cache-control': 'no-store' } });

  const locale = await detectLanguage(request);
  // The request's words, kept once per isolate and language and read by each request until then
  // (app/i18n/words.server.ts, ADR 072): every page, guard page and loader reads them synchronously,
  // so each waits for this first.
  const wordsRead = loadWords(locale, env.ASSETS);
  // Awaited where a page needs them; a request that needs none (the API, a development route) may
  // end first, its own read ending with it and holding no other request.
  wordsRead.catch(() => undefined);
  const country = visitorCountry(request, env);

  if (url.pathname.startsWith('/__dev/platform/')) return devPlatform(request, url, env);
  if (url.pathname === '/__dev/session') return devSession(request, env, visitorAddress(request, env));
  // The reference platform's pages the member's browser opens here: the stand-in payment provider
  // (/provider/), the stand-in game server (/rgs/) and the customer-service room (/cs/, decision 032),
  // each described beside its kind and forwarded by gateway/upstream/forward.ts. The session cookie
  // is opened only for a route that sends the member's session (the chat room).
  const pages = platformPagesAt(url.pathname);
  if (pages) return forwardPlatformPage(pages, readConfig(env), request, url, { language: locale, session: () => memberToken(request, env) });

  // The platform token lives only inside the sealed session cookie; it goes to the gateway, never to the page.
  // A cookie that does not open is no session (and is cleared on the way out).
  const presented = presentedSessionCookie(request);
  const session = await openSession(presented?.value, readSessionSecrets(env));
  const withCookies = (response: Response, change: SessionChange | null) => applySessionChange(response, change, presented, session, env);

  // The guard stands before the API too: a blocked visitor gets no data either.
  const gateway = createGatewayContext({
    request,
    env,
    runtime,
    locale,
    country,
    token: session && !session.pending ? session.token : null,
    pendingToken: session?.pending ? session.token : null,
  });
  const render = async (page: Request) => {
    await wordsRead;
    return handleRemix(
      page,
      getLoadContext({
        request: page,
        env,
        ctx,
        locale,
        country,
        gateway,
        nonce,
        session: session?.pending ? null : session,
        pendingSecondStep: Boolean(session?.pending),
        namespacesFor: (pathname) => routeNamespaces(serverBuild.routes, pathname),
      }),
    );
  };
  const decided = siteStatus(gateway);
  // A visitor without a session asks nothing personal: their page starts while the guard decides,
  // so its public reads leave with the guard's, and is dropped unseen if the guard refuses (ADR 044).
  const early = !session && request.method === 'GET' && url.pathname !== '/graphql' ? renderBesideTheGuard(request, render) : null;
  const status = await decided;
  if (status.state !== 'NORMAL') {
    early?.drop();
    if (url.pathname === '/graphql') return withCookies(guardedApiResponse(status.state), null);
    await wordsRead;
    return withCookies(await renderGuardResponse(status, gateway, locale, nonce), null);
  }
  const response = early
    ? await early.response
    : url.pathname === '/graphql'
      ? await handleGraphQL({ request, env, runtime, locale, country, nonce, context: gateway })
      : await render(request);
  const answered = await withCookies(response, gateway.sessionChange);
  if (!(answered.headers.get('content-type') ?? '').includes('text/html')) return answered;
  const page = await keepAskedLanguage(request, url, locale, answered);
  // A page of a brand that measures visits may load its analytics (with the visitor's consent), its
  // pictures may come from the brand's image CDNs (ADR 046) and its game frame may show a game page
  // on the brand's launch CDNs (ADR 047): its CSP allows them. Both reads are the page's own already
  // (the brand information, and the domain routes the guard read).
  const [analyticsId, cdns] = await Promise.all([brandAnalyticsId(gateway), cdnPageOrigins(gateway)]);
  pagePolicies.set(page, { analytics: Boolean(analyticsId), imageOrigins: cdns.image, launchOrigins: cdns.launch });
  return page;
}

/** What an HTML page's policy allows beyond the site itself, by what its brand uses. */
const pagePolicies = new WeakMap<Response, Pick<SecurityOptions, 'analytics' | 'imageOrigins' | 'launchOrigins'>>();

/**
 * A page rendered before the guard has decided: its loaders run on a request the guard can abort,
 * and its answer is dropped (its body cancelled) when the guard refuses the visitor.
 */
function renderBesideTheGuard(request: Request, render: (page: Request) => Promise<Response>) {
  const controller = new AbortController();
  const response = render(new Request(request, { signal: controller.signal }));
  // A render whose guard refused (or failed) may end in an error nobody awaits: it is not the request's.
  response.catch(() => undefined);
  return {
    response,
    drop() {
      controller.abort();
      response
        .then(
          (dropped) => dropped.body?.cancel(),
          () => undefined,
        )
        .catch(() => undefined);
    },
  };
}

/** The platform token of the request's session, unless it still waits for its second step. */
async function memberToken(request: Request, env: PortalBindings): Promise<string | null> {
  const session = await openSession(presentedSessionCookie(request)?.value, readSessionSecrets(env));
  return session && !session.pending ? session.token : null;
}

/**
 * Writes the session cookie when the request began or ended a session (login, logout, expiry),
 * clears a presented cookie that did not open, and moves a session still under the old name.
 */
async function applySessionChange(
  response: Response,
  change: SessionChange | null,
  presented: PresentedCookie | null,
  session: SessionData | null,
  env: PortalBindings,
) {
  const headers = await sessionCookieHeaders(presented, session, nextSession(change, session), readSessionSecrets(env));
  if (headers.length === 0) return response;
  const withCookie = new Response(response.body, response);
  for (const header of headers) withCookie.headers.append('Set-Cookie', header);
  return withCookie;
}

/** The session after this request: unchanged (undefined), ended (null) or begun. */
function nextSession(change: SessionChange | null, session: SessionData | null): SessionData | null | undefined {
  if (!change) return undefined;
  if (change.kind === 'cleared') return null;
  // Finishing a second step keeps the login's own choices (remember me, how it began).
  const same = session?.token === change.token ? session : null;
  return {
    token: change.token,
    method: change.method,
    createdAt: same?.createdAt ?? Date.now(),
    remember: change.remember ?? same?.remember ?? false,
    ...(change.pending ? { pending: true } : {}),
  };
}

function guardedApiResponse(state: Exclude<SiteStatus['state'], 'NORMAL'>) {
  const answer = {
    MAINTENANCE: { status: 503, message: 'System maintenance' },
    REGION_RESTRICTED: { status: 451, message: 'Access restricted' },
    INVALID_DOMAIN: { status: 403, message: 'Invalid address: this host is not one of the brand’s domains' },
  }[state];
  return Response.json(
    { errors: [{ message: answer.message, extensions: { code: state } }] },
    { status: answer.status, headers: { 'cache-control': 'no-store' } },
  );
}

/** Game icons and other platform media, cached at the edge; the browser never sees the platform's host. */
async function proxyMedia(request: Request, url: URL, env: PortalBindings, ctx: ExecutionContext) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 });
  const cache = await caches.open('platform-media');
  const hit = await cache.match(request);
  if (hit) return withMediaPolicy(hit);
  const config = readConfig(env);
  const upstream = await fetchPlatform(config, url.pathname, { headers: { Merchant: config.merchant } }).catch(() => null);
  // The platform out of reach (a connection lost on the way): this picture is missing this once,
  // never cached and never a 500.
  if (!upstream) return plainRefusal(502, 'Bad gateway');
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !type.startsWith('image/')) return new Response('Not found', { status: 404 });
  const response = withMediaPolicy(
    new Response(upstream.body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    }),
  );
  // A write that fails (the platform's answer cut off mid-way) only misses the cache this once, as
  // the gateway's cache writes do (gateway/cache.ts); it is no uncaught error of the Worker.
  ctx.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
  return response;
}

/**
 * An SVG opened on its own is a document that could run script: it gets a policy that allows
 * none (and a sandbox), so platform artwork can never act on the portal's origin.
 */
function withMediaPolicy(response: Response): Response {
  const policed = new Response(response.body, response);
  policed.headers.set('X-Content-Type-Options', 'nosniff');
  // Public pictures: a page of the brand reading them from this host as its image CDN (ADR 046) may
  // fetch them with CORS (its service worker keeps them readable; no cookie is ever sent or read).
  policed.headers.set('Access-Control-Allow-Origin', '*');
  // And embed them without CORS too (an <img> of a page on another of the brand's hosts): the one
  // answer of the Worker that other origins may load (edge/response-headers.ts).
  policed.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if ((policed.headers.get('content-type') ?? '').includes('svg')) {
    policed.headers.set('Content-Security-Policy', FILE_ALONE_POLICY);
  }
  return policed;
}

/**
 * Development only: forwards /__dev/platform/* to the reference platform's /__dev/* routes (status
 * switch, fault injection, outbox), then drops the gateway's cached reads so changes show at once.
 */
async function devPlatform(request: Request, url: URL, env: PortalBindings) {
  const config = readConfig(env);
  if (!config.devTools) return new Response('Not found', { status: 404 });
  const target = url.pathname.replace('/__dev/platform/', '/__dev/') + url.search;
  const init: RequestInit = { method: request.method, headers: { 'content-type': 'application/json' } };
  if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.text();
  const response = await fetchDevPlatform(config, target, init);
  if (request.method !== 'GET') purgeGatewayCache();
  return new Response(response.body, { status: response.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

/** A development call's body is a few names: anything longer is not one. */
const DEV_SESSION_BODY_LIMIT = 4096;

/**
 * Development only: POST /__dev/session `{"username": "demo_member"}` answers 204 with the session
 * cookie of a new session of that account, made by the platform as a login makes it but without the
 * password, from the visitor's address (platform/src/modules/session/dev-session.ts). Tests whose subject is not the login take
 * their session here; in production, or without DEV_TOOLS, there is no such address (404).
 */
async function devSession(request: Request, env: PortalBindings, visitorIp: string | null): Promise<Response> {
  const config = readConfig(env);
  if (!config.devTools) return new Response('Not found', { status: 404 });
  const noStore = { 'cache-control': 'no-store' };
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { ...noStore, allow: 'POST' } });
  const body = await request.text();
  if (body.length > DEV_SESSION_BODY_LIMIT) return new Response('Payload too large', { status: 413, headers: noStore });
  // From the visitor's address, as a login would be (the platform remembers it for the second login step).
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(visitorIp ? { 'X-Client-IP': visitorIp } : {}) };
  const answer = await fetchDevPlatform(config, '/__dev/session', { method: 'POST', headers, body });
  const envelope = (await answer.json().catch(() => null)) as { success?: boolean; value?: { token?: unknown } } | null;
  const token = envelope?.success ? envelope.value?.token : null;
  if (typeof token !== 'string') {
    return Response.json(envelope ?? { success: false }, { status: answer.ok ? 502 : answer.status, headers: noStore });
  }
  const cookie = await sessionCookieHeader({ token, method: 'password', createdAt: Date.now(), remember: false }, readSessionSecrets(env));
  return new Response(null, { status: 204, headers: { ...noStore, 'Set-Cookie': cookie } });
}

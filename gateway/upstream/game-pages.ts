import type { GatewayConfig } from '../env';

/**
 * The reference platform's stand-in game server (docs/platform-protocol.md "Launching and rounds"):
 * a launch answers a root-relative `/rgs/...` game URL, which the member's browser opens on the
 * portal (in the game frame or on its own), and the portal forwards it here, as it forwards
 * /provider/* and /media/*. So the frame is same-origin and the pages need no CORS.
 *
 * Rule: these paths are forwarded only when the platform is the reference platform, that is when the
 * portal reaches it through its service binding (any environment: rounds move money only through the
 * ledger, so a demo deployment may serve them), or over a URL with the development tools on (a local
 * reference platform on loopback). A live platform's games answer absolute URLs on the providers'
 * origins (GAME_ORIGINS), so in production with a platform URL nothing is forwarded (404).
 */
const GAME_PAGE_PATH = /^\/rgs\/(?:(?:game|lottery)\/[A-Za-z0-9_-]{8,128}|[a-z-]{1,32}\.css)$/;

export function isGamePagePath(pathname: string): boolean {
  return GAME_PAGE_PATH.test(pathname);
}

/** A round's form is a few fields: anything larger is refused before it is read. */
const MAX_FORM_BYTES = 4096;

export async function forwardGamePage(config: GatewayConfig, request: Request, url: URL, language: string): Promise<Response> {
  const referencePlatform = config.platform.kind === 'binding' || config.devTools;
  if (!referencePlatform || !isGamePagePath(url.pathname)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return new Response('Method not allowed', { status: 405 });
  const headers = new Headers({
    Merchant: config.merchant,
    Language: language.toUpperCase(),
    // The portal's origin: the game page lets it frame the page (frame-ancestors).
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
  });
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method === 'POST') {
    headers.set('Content-Type', request.headers.get('content-type') ?? 'application/x-www-form-urlencoded');
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (!Number.isFinite(declared) || declared > MAX_FORM_BYTES) return new Response('Payload too large', { status: 413 });
    const body = await request.text();
    if (body.length > MAX_FORM_BYTES) return new Response('Payload too large', { status: 413 });
    init.body = body;
  }
  const path = `${url.pathname}${url.search}`;
  const upstream =
    config.platform.kind === 'binding'
      ? await config.platform.fetcher.fetch(new Request(`https://platform.internal${path}`, init))
      : await fetch(`${config.platform.baseUrl}${path}`, init);
  const answer = new Headers();
  for (const name of ['content-type', 'location', 'content-security-policy', 'referrer-policy', 'cache-control', 'x-content-type-options']) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  if (!answer.has('cache-control')) answer.set('cache-control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

import type { GatewayConfig } from '../env';

/**
 * The reference platform's stand-in payment provider (docs/platform-protocol.md "Deposits"): its
 * payment page, QR image and stylesheet, answered by root-relative URLs under /provider/ that the
 * member's browser opens on the portal, as it opens /media/*. Only these paths pass (never the
 * provider's server-to-server callback); a live platform's provider has its own host and absolute
 * URLs, so nothing comes here.
 */
const PROVIDER_PATH = /^\/provider\/(?:pay\/[A-Za-z0-9_-]{8,64}|qr\/[A-Za-z0-9_-]{8,64}\.svg|provider\.css)$/;

export function isProviderPath(pathname: string): boolean {
  return PROVIDER_PATH.test(pathname);
}

/**
 * Forwards one provider request with the brand's Merchant header, the page language, and the
 * portal's own origin (X-Forwarded-Host/-Proto: the QR image must hold the page's absolute URL).
 * The answer is never cached.
 */
const MAX_FORM_BYTES = 4096;

export async function forwardProviderPage(config: GatewayConfig, request: Request, url: URL, language: string): Promise<Response> {
  // The stand-in provider belongs to the reference platform in development; a live brand's payment
  // provider serves its own pages on its own origin, so production never forwards these paths.
  if (!config.devTools || !isProviderPath(url.pathname)) return new Response('Not found', { status: 404 });
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return new Response('Method not allowed', { status: 405 });
  const headers = new Headers({
    Merchant: config.merchant,
    Language: language.toUpperCase(),
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
  });
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method === 'POST') {
    headers.set('Content-Type', request.headers.get('content-type') ?? 'application/x-www-form-urlencoded');
    // A Pay/Cancel form is a few bytes: anything larger is refused before it is read.
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (!Number.isFinite(declared) || declared > MAX_FORM_BYTES) return new Response('Payload too large', { status: 413 });
    const body = await request.text();
    if (body.length > MAX_FORM_BYTES) return new Response('Payload too large', { status: 413 });
    init.body = body;
  }
  const path = url.pathname;
  const upstream =
    config.platform.kind === 'binding'
      ? await config.platform.fetcher.fetch(new Request(`https://platform.internal${path}`, init))
      : await fetch(`${config.platform.baseUrl}${path}`, init);
  const answer = new Headers({ 'cache-control': 'no-store' });
  for (const name of ['content-type', 'location', 'content-security-policy', 'referrer-policy']) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

import type { GatewayContext } from '../../context';
import type { GatewayConfig } from '../../env';
import { toFeatureFlags } from '../system/flags';

/**
 * The chat room's pages (docs/platform-protocol.md "Customer-service chat"): the reference platform
 * answers a launch with a root-relative `/cs/room/<token>` URL, which the member's browser opens on
 * the portal (in the chat dialog's frame or in a new tab), and the portal forwards it here, like the
 * /rgs/ game pages: the page, its form posts, its poll, its image reads and its WebSocket upgrade
 * (a Worker passes a WebSocket upgrade on by fetch and answers the 101 it gets back).
 *
 * Binding rule: the member's platform session (from the sealed session cookie) goes along as
 * Authorization, and the platform serves a room only when its token's member is that session's
 * member. The console (development tools only) is /cs/console*, forwarded to /__dev/cs/console*
 * without any session.
 */
const ROOM = /^\/cs\/(?:chat\.(?:js|css)|room\/[A-Za-z0-9_-]{40,64}(?:\/(?:messages|ws|theme\.css|image\/\d{1,12}))?)$/;
const CONSOLE = /^\/cs\/console(?:\/\d{1,12}(?:\/(?:messages|ws|image\/\d{1,12}))?)?$/;

export function isChatPagePath(pathname: string): boolean {
  return ROOM.test(pathname) || CONSOLE.test(pathname);
}

/** A chat URL the portal forwards, so its dialog may frame it (same origin). */
export function isFramedChatUrl(url: string): boolean {
  return /^\/cs\/room\/[A-Za-z0-9_-]{40,64}$/.test(url);
}

/** The brand's chat (CBS3) is on. */
export async function chatOn(ctx: GatewayContext): Promise<boolean> {
  const { list } = await ctx.platform.call('whitelabel');
  return toFeatureFlags(list).chat;
}

/** One image (5 MB) with the text and the form's framing. */
export const MAX_CHAT_POST_BYTES = 5 * 1024 * 1024 + 16 * 1024;

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

export async function forwardChatPage(config: GatewayConfig, request: Request, url: URL, language: string, sessionToken: string | null): Promise<Response> {
  const referencePlatform = config.platform.kind === 'binding' || config.devTools;
  if (!referencePlatform || !isChatPagePath(url.pathname)) return notFound();
  const consolePath = CONSOLE.test(url.pathname);
  if (consolePath && !config.devTools) return notFound();
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return new Response('Method not allowed', { status: 405 });
  const headers = new Headers({
    Merchant: config.merchant,
    Language: language.toUpperCase(),
    // The portal's origin: the room lets it frame the page (frame-ancestors).
    'X-Forwarded-Host': url.host,
    'X-Forwarded-Proto': url.protocol.replace(':', ''),
  });
  for (const name of ['accept', 'content-type']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The member's session proves whose room it is; the console never gets one.
  if (!consolePath && sessionToken) headers.set('Authorization', sessionToken);
  const upgrade = request.headers.get('upgrade')?.toLowerCase() === 'websocket';
  if (upgrade) {
    // Cross-site WebSocket hijacking: a page elsewhere must not open the member's socket with their cookies.
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin)
      return new Response('Cross-site WebSocket refused', { status: 403, headers: { 'cache-control': 'no-store' } });
    headers.set('Upgrade', 'websocket');
  }
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method === 'POST') {
    const declared = Number(request.headers.get('content-length') ?? 'NaN');
    if (!Number.isFinite(declared) || declared > MAX_CHAT_POST_BYTES) return new Response('Payload too large', { status: 413 });
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_CHAT_POST_BYTES) return new Response('Payload too large', { status: 413 });
    init.body = body;
  }
  const path = `${consolePath ? url.pathname.replace(/^\/cs\/console/, '/__dev/cs/console') : url.pathname}${url.search}`;
  const upstream =
    config.platform.kind === 'binding'
      ? await config.platform.fetcher.fetch(new Request(`https://platform.internal${path}`, init))
      : await fetch(`${config.platform.baseUrl}${path}`, init);
  // The socket: the platform's 101 goes back as it is.
  if (upstream.status === 101 && upstream.webSocket) return upstream;
  const answer = new Headers();
  for (const name of [
    'content-type',
    'location',
    'content-security-policy',
    'referrer-policy',
    'cache-control',
    'x-content-type-options',
    'content-disposition',
  ]) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  if (!answer.has('cache-control')) answer.set('cache-control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

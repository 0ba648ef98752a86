/**
 * The live events, this project's extension (docs/platform-protocol.md "Live events",
 * docs/decisions/040-live-updates.md):
 * - GET /wps/member/events (token, `Upgrade: websocket`): the member's; the session is checked here,
 *   then the socket is the member's wallet object's (live/hub.ts);
 * - GET /wps/system/events?shard=0..63 (`Upgrade: websocket`): the brand's public ones, from one
 *   shard of its BrandEvents hub.
 */
import type { BrandContext, BrandRoute } from '../../http/routes';
import { walletStub } from '../ledger/wallet-gate';
import { requireSession } from '../session/sessions';
import { functionNotAvailable, paramError } from '../../http/envelope';
import { SITE_SHARDS, shardName } from './site-frames';

async function eventsHandler(ctx: BrandContext): Promise<Response> {
  if (ctx.request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket', { status: 426, headers: { 'Cache-Control': 'no-store' } });
  }
  const session = await requireSession(ctx);
  const target = new URL('https://wallet.internal/events');
  target.searchParams.set('session', session.tokenHash);
  return walletStub(ctx.env, ctx.brand.row.merchant_code, session.account.id).fetch(new Request(target, { headers: { Upgrade: 'websocket' } }));
}

async function siteEventsHandler(ctx: BrandContext): Promise<Response> {
  if (ctx.request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket', { status: 426, headers: { 'Cache-Control': 'no-store' } });
  }
  const raw = ctx.url.searchParams.get('shard') ?? '';
  const shard = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(shard >= 0 && shard < SITE_SHARDS)) throw paramError(`shard: a whole number from 0 to ${SITE_SHARDS - 1}`);
  const namespace = ctx.env.BRAND_EVENTS;
  if (!namespace) throw functionNotAvailable();
  return namespace
    .get(namespace.idFromName(shardName(ctx.brand.row.merchant_code, shard)))
    .fetch(new Request('https://brand-events.internal/', { headers: { Upgrade: 'websocket' } }));
}

export const liveRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/events', faultKey: '/wps/member/events', methods: { GET: eventsHandler } },
  { kind: 'brand', path: '/wps/system/events', faultKey: '/wps/system/events', methods: { GET: siteEventsHandler } },
];

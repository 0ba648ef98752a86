/**
 * The live events, this project's extension (docs/platform-protocol.md "Live events",
 * docs/decisions/040-live-updates.md):
 * - GET /wps/member/events (token, `Upgrade: websocket`): the member's, answered by the member's wallet
 *   object (wallet/member-events.ts checks the session first, wallet/live-hub.ts holds the socket);
 * - GET /wps/system/events?shard=0..63 (`Upgrade: websocket`): the brand's public ones, from one
 *   shard of its BrandEvents hub.
 */
import type { BrandContext, BrandRoute } from '../../http/routes';
import { memberEventsHandler } from '../wallet/member-events';
import { functionNotAvailable, paramError } from '../../http/envelope';
import { SITE_SHARDS, shardName } from './site-frames';

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
  { kind: 'brand', path: '/wps/member/events', faultKey: '/wps/member/events', methods: { GET: memberEventsHandler } },
  { kind: 'brand', path: '/wps/system/events', faultKey: '/wps/system/events', methods: { GET: siteEventsHandler } },
];

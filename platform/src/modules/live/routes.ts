/**
 * GET /wps/member/events (token, `Upgrade: websocket`): the member's live events, this project's
 * extension (docs/platform-protocol.md "Live events", docs/decisions/040-live-updates.md). The
 * session is checked here, then the socket is the member's wallet object's (live/hub.ts).
 */
import type { BrandContext, BrandRoute } from '../../http/routes';
import { walletStub } from '../ledger/wallet-gate';
import { requireSession } from '../session/sessions';

async function eventsHandler(ctx: BrandContext): Promise<Response> {
  if (ctx.request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket', { status: 426, headers: { 'Cache-Control': 'no-store' } });
  }
  const session = await requireSession(ctx);
  const target = new URL('https://wallet.internal/events');
  target.searchParams.set('session', session.tokenHash);
  return walletStub(ctx.env, ctx.brand.row.merchant_code, session.account.id).fetch(new Request(target, { headers: { Upgrade: 'websocket' } }));
}

export const liveRoutes: BrandRoute[] = [{ kind: 'brand', path: '/wps/member/events', faultKey: '/wps/member/events', methods: { GET: eventsHandler } }];

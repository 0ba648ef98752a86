/**
 * GET /wps/member/events (token, `Upgrade: websocket`; docs/decisions/040-live-updates.md): the
 * member's live events. The session is checked here, then the socket is the member's wallet
 * object's (live-hub.ts), which checks the session again on every frame it sends.
 */
import type { BrandContext } from '../../http/routes';
import { requireSession } from '../session/sessions';
import { walletStub } from './wallet-gate';

export async function memberEventsHandler(ctx: BrandContext): Promise<Response> {
  if (ctx.request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket', { status: 426, headers: { 'Cache-Control': 'no-store' } });
  }
  const session = await requireSession(ctx);
  const target = new URL('https://wallet.internal/events');
  target.searchParams.set('session', session.tokenHash);
  return walletStub(ctx.env, ctx.brand.row.merchant_code, session.account.id).fetch(new Request(target, { headers: { Upgrade: 'websocket' } }));
}

/**
 * BrandEvents: one shard of a brand's public live events (named "<merchant>:<shard>", 64 shards:
 * docs/decisions/040-live-updates.md). It holds the portal's public streams with the WebSocket
 * Hibernation API (idle sockets keep it asleep) and sends what `publish` gives it to all of them.
 * It keeps nothing: a stream that opens reads the current state itself.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../../bindings';
import type { SiteFrame } from './site-frames';
import { answerClose } from '../../http/sockets';

export class BrandEvents extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** A public stream (GET /wps/system/events, checked there), with the WebSocket upgrade. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A frame to every open stream of the shard. */
  async publish(frame: SiteFrame): Promise<void> {
    const text = JSON.stringify(frame);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A socket closing meanwhile: its stream reconnects and reads the state afresh.
      }
    }
  }

  override async webSocketMessage(): Promise<void> {
    // The gateway sends only "ping", answered by the runtime; anything else is ignored.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    answerClose(socket, code);
  }

  override async webSocketError(): Promise<void> {
    // A gateway that went without a closing frame (its browser left): the runtime drops the socket;
    // without this handler the runtime reports the lost connection as an uncaught error.
  }
}

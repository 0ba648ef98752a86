/**
 * A member's live events (docs/decisions/040-live-updates.md): the sockets of the member's open
 * streams, held by the member's `WalletLedger` Durable Object with the WebSocket Hibernation API, so
 * an idle stream keeps the object asleep and costs nothing. The object that commits the member's
 * money movements sends the balance right after each commit; other modules publish through the
 * object's `publish` RPC after their own commit (live/publish.ts).
 *
 * Frames (JSON text, object → gateway): see LiveFrame. The gateway sends "ping" now and then, which
 * the runtime answers "pong" without waking the object. A socket is closed with LIVE_SESSION_ENDED
 * when its session ends (logout, time-out, time limit, exclusion): checked on every frame sent, and
 * at once when a logout names it.
 */
import type { Bindings } from '../../bindings';
import { now } from '../../http/clock';
import { walletBalance } from '../ledger/balance';
import { aliveSql } from '../session/alive';
import { closeQuietly } from '../../http/sockets';
import { standings, type Standing } from '../tournaments/store';

/** A member's event, as the platform sends it on /wps/member/events. */
export type LiveFrame =
  /**
   * A movement changed the wallet: the balance as GET /wps/v2/wallets/balance answers it; after a
   * round that scored in tournament runs (or a run's prize), the member's standings in them.
   */
  | { type: 'balance'; balance: Awaited<ReturnType<typeof walletBalance>>; tournaments?: Standing[] }
  /** The red badges may have changed (a message, a reward, a mission, a contract): read them again. */
  | { type: 'badges' };

/** The close code of a stream whose session ended (4000–4999 are the application's). */
export const LIVE_SESSION_ENDED = 4401;

/** Sockets per member: a few tabs and devices; beyond it the oldest goes (a leak cannot grow the object). */
export const MAX_SOCKETS_PER_MEMBER = 16;

const SESSION_TAG = 's:';

export interface LiveOwner {
  merchant: string;
  accountId: number;
}

export class LiveHub {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Bindings,
  ) {
    // Keep-alives are answered by the runtime: an idle stream never wakes the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Accepts a stream for the session (its token's hash), already checked by the route. */
  accept(sessionHash: string): Response {
    const open = this.ctx.getWebSockets();
    for (const stale of open.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_MEMBER + 1))) closeQuietly(stale, 1008, 'too many streams');
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [SESSION_TAG + sessionHash]);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Whether anyone listens (nothing is read for a frame nobody receives). */
  get listening(): boolean {
    return this.ctx.getWebSockets().length > 0;
  }

  /** The balance after a commit, to every live stream of the member, with their standings in the tournament runs it touched. */
  async balanceChanged(owner: LiveOwner, tournamentCodes: readonly string[] = []): Promise<void> {
    if (!this.listening) return;
    const [balance, touched] = await Promise.all([
      walletBalance(this.env.DB, owner.merchant, owner.accountId),
      tournamentCodes.length ? standings(this.env.DB, owner.merchant, owner.accountId, now(this.env), tournamentCodes) : null,
    ]);
    await this.send(owner, touched?.length ? { type: 'balance', balance, tournaments: touched } : { type: 'balance', balance });
  }

  /** A frame to every stream whose session is still alive; the others are closed. */
  async send(owner: LiveOwner, frame: LiveFrame): Promise<void> {
    const sockets = await this.alive(owner.merchant);
    const text = JSON.stringify(frame);
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // A socket closing meanwhile: its stream reconnects and reads the figures afresh.
      }
    }
  }

  /** Closes the streams whose sessions have ended (sessions ended elsewhere: a password change, an exclusion, the session list). */
  async prune(owner: LiveOwner): Promise<void> {
    await this.alive(owner.merchant);
  }

  /** Closes the streams of these sessions (a logout): they end at once, not at the next frame. */
  endSessions(sessionHashes: readonly string[]): void {
    for (const hash of sessionHashes)
      for (const socket of this.ctx.getWebSockets(SESSION_TAG + hash)) closeQuietly(socket, LIVE_SESSION_ENDED, 'session ended');
  }

  /** The open sockets whose sessions are alive now (one read); the others are closed. */
  private async alive(merchant: string): Promise<WebSocket[]> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return [];
    const hashes = [...new Set(sockets.map((s) => sessionOf(this.ctx, s)).filter((h): h is string => h !== null))];
    if (hashes.length === 0) return [];
    const placeholders = hashes.map((_, i) => `?${i + 3}`).join(', ');
    const { results } = await this.env.DB.prepare(
      `SELECT token_hash FROM sessions WHERE merchant_code = ?1 AND state = 'ACTIVE' AND token_hash IN (${placeholders}) AND ${aliveSql('?1', '?2')}`,
    )
      .bind(merchant, now(this.env), ...hashes)
      .all<{ token_hash: string }>();
    const living = new Set(results.map((r) => r.token_hash));
    return sockets.filter((socket) => {
      const hash = sessionOf(this.ctx, socket);
      if (hash !== null && living.has(hash)) return true;
      closeQuietly(socket, LIVE_SESSION_ENDED, 'session ended');
      return false;
    });
  }
}

function sessionOf(ctx: DurableObjectState, socket: WebSocket): string | null {
  const tag = ctx.getTags(socket).find((t) => t.startsWith(SESSION_TAG));
  return tag ? tag.slice(SESSION_TAG.length) : null;
}

import { Repeater } from 'graphql-yoga';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import type { CallOptions } from '#gateway/upstream/client';
import type { EndpointValue } from '#gateway/upstream/endpoints';

/**
 * One live stream fed by the platform (docs/decisions/040-live-updates.md): the platform's events
 * relayed from one WebSocket, or, on a platform without them, a bounded poll. Either way the stream
 * starts with a snapshot, and ends when the browser goes (Yoga returns the iterator), when the
 * session ends (the member's stream says so first), or quietly after MAX_STREAM_MS (the browser
 * reconnects, and everything is checked again). Subscription.live and Subscription.siteLive are
 * two descriptions of this.
 */

/** A stream's longest life: its reconnection checks the session again (and bounds any leak). */
export const MAX_STREAM_MS = 30 * 60_000;
/** A keep-alive on the platform socket (answered by the platform's runtime without waking anything). */
export const PING_MS = 30_000;
/** The poll's default period (LIVE_POLL_SECONDS), and how much it slows while nothing changes. */
export const DEFAULT_POLL_SECONDS = 20;
export const IDLE_POLL_FACTOR = 3;
/** Unchanged reads in a row before the poll slows down. */
export const IDLE_AFTER_READS = 3;

export type SocketEndpoint = 'liveEvents' | 'siteEvents';

export interface StreamSpec<N extends SocketEndpoint, E> {
  endpoint: N;
  query?: CallOptions['query'];
  /** The state when the stream opens. */
  snapshot(): Promise<E>;
  /** The event a platform frame makes (null: nothing to tell). */
  fromFrame(frame: EndpointValue<N>): E | null;
  /** Frames arrived while the snapshot was read: one event read afresh after it (null: none needed). */
  catchUp(waited: readonly E[]): Promise<E | null>;
  /** A platform without the events: the next reading's event, or null while nothing changed. */
  poll(): Promise<E | null>;
  /** The event that tells the browser its session ended (null: this stream has no session). */
  sessionEnded: (() => E) | null;
}

export interface StreamOptions {
  maxStreamMs?: number;
  pingMs?: number;
}

const isCode = (error: unknown, code: ErrorCode) => error instanceof UpstreamError && error.code === code;

type Push<E> = (event: E) => Promise<unknown>;
type Stop = Promise<unknown> & ((reason?: unknown) => void);

export function platformStream<N extends SocketEndpoint, E>(ctx: GatewayContext, spec: StreamSpec<N, E>, options: StreamOptions = {}): Repeater<E> {
  return new Repeater<E>(async (push, stop) => {
    const cleanups: (() => void)[] = [];
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    });
    const lifetime = setTimeout(() => stop(), options.maxStreamMs ?? MAX_STREAM_MS);
    cleanups.push(() => clearTimeout(lifetime));
    const end = async (error: unknown) => {
      if (stopped) return;
      if (isCode(error, ErrorCode.SessionEnded) && spec.sessionEnded) {
        await push(spec.sessionEnded());
        stop();
        return;
      }
      console.warn(`gateway: live stream ${spec.endpoint} ended`, error instanceof Error ? error.message : error);
      stop(error instanceof UpstreamError ? error : new UpstreamError(ErrorCode.UpstreamUnavailable, 'live stream failed', spec.endpoint));
    };

    try {
      let socket: WebSocket | null = null;
      try {
        socket = await ctx.platform.socket(spec.endpoint, { query: spec.query });
      } catch (error) {
        if (!isCode(error, ErrorCode.FunctionNotAvailable)) throw error;
      }
      if (stopped) {
        socket?.close(1000, 'gone');
        return;
      }
      if (socket) await relay(ctx, spec, socket, push, stop, cleanups, options.pingMs ?? PING_MS, end);
      else await poll(ctx, spec, push, stop, () => stopped, end);
    } catch (error) {
      await end(error);
    }
    await stop;
  });
}

/**
 * The platform's frames as events. Frames that arrive while the snapshot is read wait for it, and
 * if any did, the spec reads once more after the snapshot: each event shown is then at least as
 * new as the one before it.
 */
async function relay<N extends SocketEndpoint, E>(
  ctx: GatewayContext,
  spec: StreamSpec<N, E>,
  socket: WebSocket,
  push: Push<E>,
  stop: Stop,
  cleanups: (() => void)[],
  pingMs: number,
  end: (error: unknown) => Promise<void>,
): Promise<void> {
  let waiting: E[] | null = [];
  socket.addEventListener('message', (message) => {
    let event: E | null;
    try {
      event = spec.fromFrame(ctx.platform.frame(spec.endpoint, message.data));
    } catch {
      return; // Logged by the reader; one bad frame does not end the stream.
    }
    if (event === null) return;
    if (waiting) waiting.push(event);
    else void push(event);
  });
  socket.addEventListener('close', (event) => {
    // 4401: the platform ended the session's streams (platform/src/modules/wallet/live-hub.ts).
    if (event.code === 4401) void end(new UpstreamError(ErrorCode.SessionEnded, 'session ended', spec.endpoint));
    else stop();
  });
  socket.addEventListener('error', () => stop());
  const ping = setInterval(() => {
    try {
      socket.send('ping');
    } catch {
      stop();
    }
  }, pingMs);
  cleanups.push(() => {
    clearInterval(ping);
    try {
      socket.close(1000, 'stream ended');
    } catch {
      // Already closed.
    }
  });

  await push(await spec.snapshot());
  const arrived = waiting;
  waiting = null;
  if (arrived.length === 0) return;
  const caughtUp = await spec.catchUp(arrived);
  if (caughtUp !== null) await push(caughtUp);
}

/** A platform without the events: the spec's reading every LIVE_POLL_SECONDS, slower while nothing changes. */
async function poll<N extends SocketEndpoint, E>(
  ctx: GatewayContext,
  spec: StreamSpec<N, E>,
  push: Push<E>,
  stop: Stop,
  stopped: () => boolean,
  end: (error: unknown) => Promise<void>,
): Promise<void> {
  await push(await spec.snapshot());
  const period = (ctx.config.livePollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
  if (period === 0) return;
  let unchanged = 0;
  while (!stopped()) {
    const delay = unchanged >= IDLE_AFTER_READS ? period * IDLE_POLL_FACTOR : period;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, delay))), stop]);
    clearTimeout(timer);
    if (stopped()) return;
    try {
      const event = await spec.poll();
      if (event === null) {
        unchanged += 1;
        continue;
      }
      unchanged = 0;
      await push(event);
    } catch (error) {
      if (isCode(error, ErrorCode.SessionEnded)) return end(error);
      // A failed read is skipped: the next one may answer.
      console.warn(`gateway: live poll ${spec.endpoint} failed`, error instanceof Error ? error.message : error);
    }
  }
}

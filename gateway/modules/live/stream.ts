import { Repeater } from 'graphql-yoga';
import type { GatewayContext } from '../../context';
import { ErrorCode, UpstreamError } from '../../errors';
import { toBalance } from '../wallet/balance';
import { isRealMember } from '../../session-guard';
import { memberBadgesOf } from '../inbox/badges';
import { freshBalance, renewedContext, sessionEnded, type LiveEventModel } from './events';

/**
 * The member's live stream (Subscription.live, docs/decisions/040-live-updates.md): the platform's
 * live events relayed from one WebSocket, or, on a platform without them, a bounded poll of the
 * balance and badges. Either way the stream starts with a SNAPSHOT and ends with SESSION_ENDED when
 * the session ends, or quietly after MAX_STREAM_MS (the browser reconnects and the session is
 * checked again). When the browser goes, Yoga returns the iterator and everything here stops.
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

const isCode = (error: unknown, code: ErrorCode) => error instanceof UpstreamError && error.code === code;

export interface LiveStreamOptions {
  maxStreamMs?: number;
  pingMs?: number;
}

export function liveStream(ctx: GatewayContext, options: LiveStreamOptions = {}): Repeater<LiveEventModel> {
  return new Repeater<LiveEventModel>(async (push, stop) => {
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
      if (isCode(error, ErrorCode.SessionEnded)) {
        await push(sessionEnded());
        stop();
        return;
      }
      console.warn('gateway: live stream ended', error instanceof Error ? error.message : error);
      stop(error instanceof UpstreamError ? error : new UpstreamError(ErrorCode.UpstreamUnavailable, 'live stream failed', 'liveEvents'));
    };

    try {
      let socket: WebSocket | null = null;
      try {
        socket = await ctx.platform.socket('liveEvents');
      } catch (error) {
        if (!isCode(error, ErrorCode.FunctionNotAvailable)) throw error;
      }
      if (stopped) {
        socket?.close(1000, 'gone');
        return;
      }
      if (socket) await relay(ctx, socket, push, stop, cleanups, options.pingMs ?? PING_MS, end);
      else await poll(ctx, push, stop, () => stopped, end);
    } catch (error) {
      await end(error);
    }
    await stop;
  });
}

type Push = (event: LiveEventModel) => Promise<unknown>;
type Stop = Promise<unknown> & ((reason?: unknown) => void);

async function snapshot(ctx: GatewayContext): Promise<LiveEventModel> {
  const reader = renewedContext(ctx);
  return { kind: 'SNAPSHOT', balance: await freshBalance(reader), readBadges: true, reader };
}

/**
 * The platform's frames as events. Frames that arrive while the snapshot is read wait for it, and
 * if any did, the balance is read once more after the snapshot: each event shown is then at least
 * as new as the one before it.
 */
async function relay(
  ctx: GatewayContext,
  socket: WebSocket,
  push: Push,
  stop: Stop,
  cleanups: (() => void)[],
  pingMs: number,
  end: (error: unknown) => Promise<void>,
): Promise<void> {
  let waiting: LiveEventModel[] | null = [];
  const deliver = (event: LiveEventModel) => {
    if (waiting) waiting.push(event);
    else void push(event);
  };
  socket.addEventListener('message', (message) => {
    let frame;
    try {
      frame = ctx.platform.frame('liveEvents', message.data);
    } catch {
      return; // Logged by the reader; one bad frame does not end the stream.
    }
    if (frame.type === 'balance') deliver({ kind: 'BALANCE', balance: toBalance(frame.balance), readBadges: false, reader: null });
    else if (frame.type === 'badges') deliver({ kind: 'BADGES', balance: null, readBadges: true, reader: renewedContext(ctx) });
  });
  socket.addEventListener('close', (event) => {
    // 4401: the platform ended the session's streams (live/hub.ts on the platform).
    if (event.code === 4401) void end(new UpstreamError(ErrorCode.SessionEnded, 'session ended', 'liveEvents'));
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

  await push(await snapshot(ctx));
  const arrived = waiting;
  waiting = null;
  if (arrived.length === 0) return;
  const reader = renewedContext(ctx);
  await push({ kind: 'BALANCE', balance: await freshBalance(reader), readBadges: arrived.some((e) => e.readBadges), reader });
}

/** A platform without live events: the balance and badges read every LIVE_POLL_SECONDS, slower while nothing changes. */
async function poll(ctx: GatewayContext, push: Push, stop: Stop, stopped: () => boolean, end: (error: unknown) => Promise<void>): Promise<void> {
  const first = await snapshot(ctx);
  await push(first);
  const period = (ctx.config.livePollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
  if (period === 0) return;
  let balance = JSON.stringify(first.balance);
  let badges = JSON.stringify(await badgesOf(first.reader!));
  let unchanged = 0;
  while (!stopped()) {
    const delay = unchanged >= IDLE_AFTER_READS ? period * IDLE_POLL_FACTOR : period;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, delay))), stop]);
    clearTimeout(timer);
    if (stopped()) return;
    try {
      const reader = renewedContext(ctx);
      const [nowBalance, nowBadges] = await Promise.all([freshBalance(reader), badgesOf(reader)]);
      const balanceText = JSON.stringify(nowBalance);
      const badgesText = JSON.stringify(nowBadges);
      if (balanceText === balance && badgesText === badges) {
        unchanged += 1;
        continue;
      }
      unchanged = 0;
      const balanceChanged = balanceText !== balance;
      const badgesChanged = badgesText !== badges;
      balance = balanceText;
      badges = badgesText;
      await push({ kind: balanceChanged ? 'BALANCE' : 'BADGES', balance: balanceChanged ? nowBalance : null, readBadges: badgesChanged, reader });
    } catch (error) {
      if (isCode(error, ErrorCode.SessionEnded)) return end(error);
      // A failed read is skipped: the next one may answer.
      console.warn('gateway: live poll read failed', error instanceof Error ? error.message : error);
    }
  }
}

/** The badges of a real member (none for a trial account), for comparing polls. */
async function badgesOf(reader: GatewayContext) {
  return (await isRealMember(reader)) ? memberBadgesOf(reader) : [];
}

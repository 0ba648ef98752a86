import { MAX_STREAM_MS } from './platform-stream';

/**
 * How many public streams (Subscription.siteLive) one visitor may hold open at once in an isolate
 * (docs/decisions/040-live-updates.md): a visitor without a session by their address, a member by
 * their session. The member's own stream is capped by the platform's hub (16 sockets a member,
 * platform/src/modules/wallet/live-hub.ts); the public one has no hub of its own to count a
 * visitor in (64 shards, picked at random), and an open stream costs the portal's isolate about
 * 0.3 MB whatever the platform does, so the portal counts them where the memory is. A tab holds
 * one, so 16 is a household's or an office's tabs; a refused tab keeps the page's own refresh
 * points and tries again with the browser's backoff.
 */
export const MAX_SITE_STREAMS_PER_VISITOR = 16;

/**
 * A slot older than this was never given back (a stream no one read or ended): it no longer
 * counts. Every stream ends by MAX_STREAM_MS, so a live one is never older.
 */
export const SLOT_MAX_AGE_MS = MAX_STREAM_MS + 60_000;

/** Open streams per key, in this isolate. */
export class StreamCap {
  private readonly open = new Map<string, Set<{ since: number }>>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** One more stream for `key`: the function that gives its slot back (once, whenever called), or null when the key holds `limit` already. */
  take(key: string): (() => void) | null {
    const slots = this.live(key);
    if (slots.size >= this.limit) return null;
    const slot = { since: this.now() };
    slots.add(slot);
    this.open.set(key, slots);
    return () => {
      slots.delete(slot);
      if (slots.size === 0 && this.open.get(key) === slots) this.open.delete(key);
    };
  }

  /** How many streams `key` holds now. */
  count(key: string): number {
    return this.live(key).size;
  }

  /** The key's slots, without those too old to be a stream still open. */
  private live(key: string): Set<{ since: number }> {
    const slots = this.open.get(key) ?? new Set();
    const oldest = this.now() - SLOT_MAX_AGE_MS;
    for (const slot of slots) if (slot.since < oldest) slots.delete(slot);
    if (slots.size === 0) this.open.delete(key);
    return slots;
  }
}

/**
 * The stream, giving its slot back when it ends however it ends: it runs out, fails, or its
 * reader stops it (Yoga returns the iterator when the browser goes), even before its first event.
 */
export function releasing<E>(stream: AsyncIterator<E>, release: () => void): AsyncIterableIterator<E> {
  let released = false;
  const once = () => {
    if (released) return;
    released = true;
    release();
  };
  return {
    async next() {
      try {
        const result = await stream.next();
        if (result.done) once();
        return result;
      } catch (error) {
        once();
        throw error;
      }
    },
    async return(value?: unknown) {
      once();
      return stream.return ? stream.return(value) : { done: true, value: value as E };
    },
    async throw(error?: unknown) {
      once();
      if (stream.throw) return stream.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

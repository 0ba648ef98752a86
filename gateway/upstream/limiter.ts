/**
 * A Worker may have only six outgoing requests waiting for headers at once; a seventh queues
 * inside the runtime in arrival order. We queue ourselves instead, so that when more calls are
 * waiting than may run, what the first screen needs starts before what streams in after it
 * (background calls), and within each, the ones expected to take longest start first so the
 * page's slowest call does not end up last. One limiter per incoming request.
 */
export const MAX_CONCURRENT_UPSTREAM = 6;

// Expected latency per endpoint, learnt in this isolate (not per-user state: timings only).
const expectedMs = new Map<string, number>();
const SMOOTHING = 0.2;

export function recordLatency(endpoint: string, ms: number) {
  const previous = expectedMs.get(endpoint);
  expectedMs.set(endpoint, previous === undefined ? ms : previous + SMOOTHING * (ms - previous));
}

export function expectedLatency(endpoint: string): number {
  return expectedMs.get(endpoint) ?? 0;
}

/** A call's place in the queue; a background call becomes foreground when a foreground caller joins it. */
export interface Ticket {
  background: boolean;
}

interface Waiter {
  endpoint: string;
  ticket: Ticket;
  start: () => void;
}

export class UpstreamLimiter {
  private active = 0;
  private waiting: Waiter[] = [];
  private drainScheduled = false;

  constructor(private readonly max = MAX_CONCURRENT_UPSTREAM) {}

  /** Resolves with a release function once the call may be sent; release when headers arrive. */
  acquire(endpoint: string, ticket: Ticket = { background: false }): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({
        endpoint,
        ticket,
        start: () => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            this.active -= 1;
            this.drain();
          });
        },
      });
      // Calls issued in the same turn are ordered together before any starts.
      if (!this.drainScheduled) {
        this.drainScheduled = true;
        setTimeout(() => {
          this.drainScheduled = false;
          this.drain();
        }, 0);
      }
    });
  }

  get inFlight() {
    return this.active;
  }

  private drain() {
    if (this.active >= this.max || this.waiting.length === 0) return;
    this.waiting.sort((a, b) => Number(a.ticket.background) - Number(b.ticket.background) || expectedLatency(b.endpoint) - expectedLatency(a.endpoint));
    while (this.active < this.max && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.active += 1;
      next.start();
    }
  }
}

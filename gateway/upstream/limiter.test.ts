import { describe, expect, it } from 'vitest';
import { expectedLatency, MAX_CONCURRENT_UPSTREAM, recordLatency, UpstreamLimiter } from './limiter';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** Endpoint names unique to a test, since learnt latencies are per isolate. */
const name = (label: string) => `limiter-test-${label}-${++unique}`;

describe('UpstreamLimiter', () => {
  it('allows six calls at once', () => {
    expect(MAX_CONCURRENT_UPSTREAM).toBe(6);
  });

  it('never has more than six calls in flight', async () => {
    const limiter = new UpstreamLimiter();
    let inFlight = 0;
    let maxSeen = 0;
    const run = async (i: number) => {
      const release = await limiter.acquire(name(`c${i}`));
      inFlight += 1;
      maxSeen = Math.max(maxSeen, inFlight);
      expect(limiter.inFlight).toBeLessThanOrEqual(6);
      await tick(1 + (i % 4) * 3);
      inFlight -= 1;
      release();
    };
    await Promise.all(Array.from({ length: 25 }, (_, i) => run(i)));
    expect(maxSeen).toBe(6);
    expect(limiter.inFlight).toBe(0);
  });

  it('starts the seventh call only when one of the six is released', async () => {
    const limiter = new UpstreamLimiter();
    const releases: (() => void)[] = [];
    const started: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      void limiter.acquire(name('q')).then((release) => {
        started.push(i);
        releases.push(release);
      });
    }
    await tick();
    expect(started).toHaveLength(6);
    expect(limiter.inFlight).toBe(6);
    releases[0]();
    await tick();
    expect(started).toHaveLength(7);
    releases[1]();
    await tick();
    expect(started).toHaveLength(8);
  });

  it('when calls wait, starts the one with the highest recorded latency first', async () => {
    const slow = name('slow');
    const medium = name('medium');
    const fast = name('fast');
    const unknown = name('unknown');
    recordLatency(slow, 900);
    recordLatency(medium, 120);
    recordLatency(fast, 10);
    expect(expectedLatency(unknown)).toBe(0);

    const limiter = new UpstreamLimiter();
    const holders = await Promise.all(Array.from({ length: 6 }, () => limiter.acquire(name('holder'))));
    const order: string[] = [];
    const releases: (() => void)[] = [];
    for (const endpoint of [unknown, fast, medium, slow]) {
      void limiter.acquire(endpoint).then((release) => {
        order.push(endpoint);
        releases.push(release);
      });
    }
    await tick();
    expect(order).toEqual([]);
    for (let i = 0; i < 4; i += 1) {
      holders[i]();
      await tick();
    }
    expect(order).toEqual([slow, medium, fast, unknown]);
    releases.forEach((release) => release());
    holders.slice(4).forEach((release) => release());
    expect(limiter.inFlight).toBe(0);
  });

  it('orders calls issued in the same turn before any of them starts', async () => {
    const slowA = name('slowA');
    const slowB = name('slowB');
    recordLatency(slowA, 700);
    recordLatency(slowB, 800);
    const limiter = new UpstreamLimiter();
    const started: string[] = [];
    const cheap = Array.from({ length: 6 }, () => name('cheap'));
    for (const endpoint of [...cheap, slowA, slowB]) {
      void limiter.acquire(endpoint).then(() => started.push(endpoint));
    }
    await tick();
    expect(started).toHaveLength(6);
    expect(started.slice(0, 2)).toEqual([slowB, slowA]);
  });

  it('smooths recorded latencies', () => {
    const endpoint = name('smooth');
    recordLatency(endpoint, 100);
    expect(expectedLatency(endpoint)).toBe(100);
    recordLatency(endpoint, 200);
    expect(expectedLatency(endpoint)).toBeCloseTo(120);
  });

  it('ignores a second release of the same call', async () => {
    const limiter = new UpstreamLimiter(2);
    const first = await limiter.acquire(name('a'));
    await limiter.acquire(name('b'));
    let thirdStarted = false;
    let fourthStarted = false;
    void limiter.acquire(name('c')).then(() => (thirdStarted = true));
    void limiter.acquire(name('d')).then(() => (fourthStarted = true));
    await tick();
    expect(limiter.inFlight).toBe(2);
    first();
    first();
    first();
    await tick();
    expect(thirdStarted).toBe(true);
    expect(fourthStarted).toBe(false);
    expect(limiter.inFlight).toBe(2);
  });

  it('starts what the first screen needs before background calls, even slower ones', async () => {
    const limiter = new UpstreamLimiter(1);
    const slow = name('slow-background');
    recordLatency(slow, 500);
    const order: string[] = [];
    const hold = await limiter.acquire(name('busy'));
    const started = [
      limiter.acquire(slow, { background: true }).then((release) => (order.push('background'), release)),
      limiter.acquire(name('fast-first-screen')).then((release) => (order.push('first screen'), release)),
    ];
    hold();
    (await started[1])();
    (await started[0])();
    expect(order).toEqual(['first screen', 'background']);
  });

  it('moves a background call up when the first screen joins it before it starts', async () => {
    const limiter = new UpstreamLimiter(1);
    const order: string[] = [];
    const hold = await limiter.acquire(name('busy'));
    const joined = { background: true };
    const background = limiter.acquire(name('other-background'), { background: true }).then((release) => (order.push('other'), release));
    const shared = limiter.acquire(name('shared'), joined).then((release) => (order.push('shared'), release));
    joined.background = false;
    hold();
    (await shared)();
    (await background)();
    expect(order).toEqual(['shared', 'other']);
  });
});

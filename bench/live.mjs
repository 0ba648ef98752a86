/**
 * Live updates (docs/decisions/040-live-updates.md), measured from outside like a browser: member
 * streams on the portal's /graphql over Server-Sent Events.
 *
 * - `live_event_latency_ms_p95`: from the request that commits a movement (a round's stake, by the
 *   platform's development route) to the BALANCE event's arrival on the member's open stream. An
 *   upper bound of "commit to browser": it includes the request's own way to the commit.
 * - the idle cost of 1,000 open streams: the portal workerd's memory (RSS, after less before) and
 *   its CPU per second while they stay open and nothing happens (Yoga's keep-alive comments and the
 *   gateway's pings to the platform are all that runs). Streams are spread over members, at most 16
 *   each (the platform's cap per member).
 * Every loop is bounded; every request goes to 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { d1Execute } from '../scripts/lib/run.mjs';
import { MERCHANT, platform, portal } from './config.mjs';
import { percentile } from './http.mjs';
import { cpuMs } from './portal-cpu.mjs';

const LIVE = 'subscription Live { live { kind balance { total } } }';
const STREAMS_PER_MEMBER = 16;

/**
 * An open subscription over Server-Sent Events on the portal's /graphql (`cookie`: a member's, or
 * null for a visitor): its events as they arrive, each `{ at, data }` with its arrival time and the
 * event's data (`data.live` for the member's stream). The tournament bench reads its streams too.
 */
export async function openSubscription(query, cookie) {
  const controller = new AbortController();
  const response = await fetch(`${portal}/graphql`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), accept: 'text/event-stream', 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new Error(`live stream refused: HTTP ${response.status}`);
  }
  const events = [];
  const waiters = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  let ended = false;
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: next$/m.test(block) && data) events.push({ at: performance.now(), data: JSON.parse(data).data ?? null });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake();
    }
  })();
  /** Waits until an event is there, the stream ended or `deadline` passed. */
  const wait = (deadline) =>
    new Promise((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, Math.max(1, deadline - performance.now()));
    });
  return {
    /** The next event within `ms` (null when none came). */
    async next(ms = 10_000) {
      const deadline = performance.now() + ms;
      while (events.length === 0 && !ended && performance.now() < deadline) await wait(deadline);
      return events.shift() ?? null;
    },
    /** The next event that `wanted` accepts within `ms` (the ones before it are skipped), or null. */
    async until(wanted, ms = 10_000) {
      const deadline = performance.now() + ms;
      for (;;) {
        const index = events.findIndex(wanted);
        if (index >= 0) return events.splice(0, index + 1).at(-1);
        if (ended || performance.now() >= deadline) return null;
        await wait(deadline);
      }
    },
    close: () => controller.abort(),
  };
}

/** A member's live stream (`subscription Live`). */
export const openStream = (cookie) => openSubscription(LIVE, cookie);

async function betRound(username, stakeMinor, payoutMinor, tag) {
  const response = await fetch(`${platform}/__dev/bet-round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: MERCHANT, username, roundId: `bench-live-${tag}-${Date.now()}`, stakeMinor, payoutMinor }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`bet-round: HTTP ${response.status} ${text}`);
}

/** p50/p95 of commit → event over `rounds` rounds (a push each: the stake commits, then the payout returns it). */
export async function measureLiveLatency(cookie, username, rounds = 30) {
  const stream = await openStream(cookie);
  try {
    const first = await stream.next();
    if (first?.data?.live?.kind !== 'SNAPSHOT') throw new Error(`live stream: expected a SNAPSHOT, got ${JSON.stringify(first)}`);
    const samples = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const round = betRound(username, 100, 100, i);
      const event = await stream.next();
      if (event?.data?.live?.kind !== 'BALANCE') throw new Error(`live stream: expected a BALANCE, got ${JSON.stringify(event)}`);
      samples.push(event.at - started);
      await round;
      // The payout's event (the balance back where it was), before the next round.
      await stream.next(5_000);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  } finally {
    stream.close();
  }
}

/** Usernames of `count` members of the seeded agent team (tm…, password Team2024), from the bench's D1. */
export function teamMembers(stateDir, count) {
  const rows = d1Execute(
    stateDir,
    `SELECT username FROM accounts WHERE merchant_code = '${MERCHANT}' AND username LIKE 'tm%' AND status = 'ACTIVE' ORDER BY id LIMIT ${count}`,
    { json: true },
  );
  if (rows.length < count) throw new Error(`only ${rows.length} team members for the live streams`);
  return rows.map((row) => row.username);
}

function rssMb(pids) {
  return (
    pids.reduce((sum, pid) => {
      try {
        return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        return sum;
      }
    }, 0) / 1024
  );
}

/**
 * Opens `streams` streams over the cookies' members (16 each), waits for every SNAPSHOT, then
 * measures the portal workerd while they idle for `idleSeconds`.
 */
export async function measureIdleStreams(workerPids, cookies, { streams = 1000, idleSeconds = 20 } = {}) {
  if (cookies.length * STREAMS_PER_MEMBER < streams) throw new Error(`${cookies.length} members cannot hold ${streams} streams`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBefore = rssMb(workerPids);
  const open = [];
  try {
    // One member's streams at a time: each snapshot reads the member's balance and badges.
    for (let i = 0; i < streams; i += STREAMS_PER_MEMBER) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(STREAMS_PER_MEMBER, streams - i) }, (_, j) => openStream(cookies[Math.floor((i + j) / STREAMS_PER_MEMBER)])),
      );
      open.push(...batch);
      const snapshots = await Promise.all(batch.map((stream) => stream.next(60_000)));
      const odd = snapshots.find((event) => event?.data?.live?.kind !== 'SNAPSHOT');
      if (odd !== undefined) throw new Error(`live stream ${i / STREAMS_PER_MEMBER}: opened without its SNAPSHOT: ${JSON.stringify(odd)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const cpuBefore = cpuMs(workerPids);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const cpuPerSecond = (cpuMs(workerPids) - cpuBefore) / ((performance.now() - started) / 1000);
    return { streams: open.length, rssMb: rssMb(workerPids) - rssBefore, cpuMsPerSecond: cpuPerSecond };
  } finally {
    for (const stream of open) stream.close();
  }
}

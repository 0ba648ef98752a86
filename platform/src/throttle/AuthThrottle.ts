/**
 * AuthThrottle: exact sliding-window counters for login failures and code sends, in a
 * SQLite-backed Durable Object (one instance per brand).
 *
 * Why a Durable Object: D1 batches are atomic but do not lock, so "read the count, then write"
 * from two isolates can both pass a limit. A Durable Object runs one method at a time per
 * instance, and each method here is synchronous SQL, so every check-and-record is atomic.
 *
 * Time comes from the caller (`now`), so the platform clock (and its test offset) is the only one.
 */
import { DurableObject } from 'cloudflare:workers';

/** Events older than this are pruned whatever the window asked for. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

export interface TakeResult {
  /** The event was recorded (the count before it was under the limit). */
  allowed: boolean;
  /** Events in the window, including this one when allowed. */
  count: number;
  /** When the oldest counted event leaves the window (ms), for Retry-After; null if empty. */
  retryAt: number | null;
}

export class AuthThrottle extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(state: DurableObjectState, env: unknown) {
    super(state, env as never);
    this.sql = state.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS hits (key TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_by_key ON hits (key, at)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_by_at ON hits (at)`);
  }

  private countOf(key: string, since: number): number {
    const row = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM hits WHERE key = ? AND at > ?', key, since).one();
    return row.n;
  }

  private oldest(key: string, since: number): number | null {
    const rows = this.sql.exec<{ at: number }>('SELECT MIN(at) AS at FROM hits WHERE key = ? AND at > ?', key, since).toArray();
    return rows[0]?.at ?? null;
  }

  private prune(now: number): void {
    this.sql.exec('DELETE FROM hits WHERE at <= ?', now - RETENTION_MS);
  }

  /** Counts per key within `windowMs` before `now`. */
  counts(keys: string[], windowMs: number, now: number): Record<string, number> {
    const since = now - windowMs;
    return Object.fromEntries(keys.map((key) => [key, this.countOf(key, since)]));
  }

  /** Records one event on every key; returns the new counts. */
  record(keys: string[], windowMs: number, now: number): Record<string, number> {
    this.prune(now);
    for (const key of keys) this.sql.exec('INSERT INTO hits (key, at) VALUES (?, ?)', key, now);
    return this.counts(keys, windowMs, now);
  }

  /** Records an event only if fewer than `limit` are in the window: an exact rate limit. */
  take(key: string, limit: number, windowMs: number, now: number): TakeResult {
    this.prune(now);
    const since = now - windowMs;
    const before = this.countOf(key, since);
    if (before >= limit) {
      const oldest = this.oldest(key, since);
      return { allowed: false, count: before, retryAt: oldest === null ? null : oldest + windowMs };
    }
    this.sql.exec('INSERT INTO hits (key, at) VALUES (?, ?)', key, now);
    return { allowed: true, count: before + 1, retryAt: null };
  }

  /** Forgets the keys (a successful login clears its (account, IP) failures). */
  clear(keys: string[]): void {
    for (const key of keys) this.sql.exec('DELETE FROM hits WHERE key = ?', key);
  }
}

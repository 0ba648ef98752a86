/**
 * AuthThrottle: exact sliding-window counters for login failures and code sends, in a
 * SQLite-backed Durable Object (one instance per brand).
 *
 * Why a Durable Object: D1 batches are atomic but do not lock, so "read the count, then write"
 * from two isolates can both pass a limit. A Durable Object runs one method at a time per
 * instance, and each method here is synchronous SQL, so every check-and-record is atomic.
 *
 * Attempts whose outcome is not known yet (a password about to be checked) are reserved with
 * reserve(): counted before the check, so that parallel requests cannot all pass a limit while
 * the checks run; the caller then keeps the reservation (a failure) or release()s it (a success).
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

/** A limit on one key: at most `limit` events within `windowMs`; without `limit` the key is only counted. */
export interface Rule {
  key: string;
  windowMs: number;
  limit?: number;
}

export interface Reservation {
  /** Every rule was under its limit and one event was recorded on each key. */
  allowed: boolean;
  /** Index of the first rule at its limit (rules are checked in order), when refused. */
  refused: number | null;
  /** Per rule: events in its window, including this one when allowed. */
  counts: number[];
  /** Per rule: when its oldest counted event leaves the window (ms); null if none. */
  freesAt: (number | null)[];
  /** When refused: when every refusing rule has room again (ms). */
  retryAt: number | null;
  /** Names the recorded events for release(); null when refused. */
  ticket: string | null;
}

export class AuthThrottle extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(state: DurableObjectState, env: unknown) {
    super(state, env as never);
    this.sql = state.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS hits (key TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_by_key ON hits (key, at)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_by_at ON hits (at)`);
    try {
      this.sql.exec('SELECT ticket FROM hits LIMIT 0');
    } catch {
      // Storage created before reservations existed.
      this.sql.exec('ALTER TABLE hits ADD COLUMN ticket TEXT');
    }
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_by_ticket ON hits (ticket) WHERE ticket IS NOT NULL`);
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

  private state(rules: Rule[], now: number): Pick<Reservation, 'counts' | 'freesAt'> {
    const counts = rules.map((rule) => this.countOf(rule.key, now - rule.windowMs));
    const freesAt = rules.map((rule) => {
      const oldest = this.oldest(rule.key, now - rule.windowMs);
      return oldest === null ? null : oldest + rule.windowMs;
    });
    return { counts, freesAt };
  }

  private refusal(rules: Rule[], now: number): Reservation | null {
    const { counts, freesAt } = this.state(rules, now);
    const refusing = rules.map((rule, i) => rule.limit !== undefined && (counts[i] ?? 0) >= rule.limit);
    const refused = refusing.indexOf(true);
    if (refused < 0) return null;
    const retryAt = Math.max(...freesAt.map((at, i) => (refusing[i] ? (at ?? now) : 0)));
    return { allowed: false, refused, counts, freesAt, retryAt, ticket: null };
  }

  /**
   * One attempt against every rule, atomically: if each rule has room for one more event, records
   * it on every (distinct) key under a new ticket; otherwise records nothing.
   */
  reserve(rules: Rule[], now: number): Reservation {
    this.prune(now);
    const refused = this.refusal(rules, now);
    if (refused) return refused;
    const ticket = crypto.randomUUID();
    for (const key of new Set(rules.map((rule) => rule.key))) this.sql.exec('INSERT INTO hits (key, at, ticket) VALUES (?, ?, ?)', key, now, ticket);
    return { allowed: true, refused: null, ...this.state(rules, now), retryAt: null, ticket };
  }

  /** Whether reserve() would refuse, without recording anything (counts as they are). */
  peek(rules: Rule[], now: number): Reservation {
    return this.refusal(rules, now) ?? { allowed: true, refused: null, ...this.state(rules, now), retryAt: null, ticket: null };
  }

  /** Takes back a reservation (the attempt succeeded, it is not a failure), and forgets `clearKeys`. */
  release(ticket: string, clearKeys: string[] = []): void {
    this.sql.exec('DELETE FROM hits WHERE ticket = ?', ticket);
    this.clear(clearKeys);
  }
}

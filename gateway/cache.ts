/**
 * Named cache strategies for public platform reads, kept in the edge cache (Cache API) with
 * stale-while-revalidate. Only validated, successful, non-personal answers are ever stored:
 * the platform client asks for caching only on calls that carry no session token.
 */
export interface CacheStrategy {
  name: string;
  /** Seconds an answer is served as fresh. */
  freshSeconds: number;
  /** Seconds after that during which a stale answer is served while a new one is fetched. */
  staleSeconds: number;
}

export const CacheNone = null;
export const CacheShort: CacheStrategy = { name: 'short', freshSeconds: 10, staleSeconds: 60 };
export const CacheMedium: CacheStrategy = { name: 'medium', freshSeconds: 60, staleSeconds: 600 };
export const CacheLong: CacheStrategy = { name: 'long', freshSeconds: 300, staleSeconds: 3600 };

const CACHE_NAME = 'platform-public-reads';
const STORED_AT = 'x-gateway-stored-at';

// Bumped by the development purge so a demo's status or fault change shows at once. Not per-user
// state: it only makes earlier entries unreachable in this isolate.
let generation = 0;
export function purgeGatewayCache() {
  generation += 1;
  remembered.clear();
  rememberedBytes = 0;
}

/** The purge count: what an isolate remembers of the platform beside the cache is void once it changes. */
export function cacheGeneration(): number {
  return generation;
}

// Keys being revalidated in this isolate, so a burst of stale hits refreshes an entry once.
const revalidating = new Set<string>();

/**
 * The fresh answers this isolate has already read or stored, parsed, beside the edge cache. A
 * fresh hit from the edge cache costs a lookup and a JSON parse of the whole answer on every
 * request (about 3 ms of a warm home page's CPU, `npm run bench:cpu`); an isolate serves many
 * requests, so it keeps what it parsed until the answer's own fresh time ends (counted from when
 * it was stored, as the edge cache counts it), then asks the edge cache again (where another
 * isolate may have stored a newer answer). Only fresh answers are served from here; stale ones and
 * stale-if-error take the edge cache's path as before. The values are deep-frozen: every request
 * of the isolate shares them, so a resolver that tried to change one would throw rather than
 * change another visitor's answer. Bounded by entries and by their JSON size (oldest out first).
 */
interface Remembered {
  freshUntil: number;
  bytes: number;
  value: unknown;
}
const remembered = new Map<string, Remembered>();
let rememberedBytes = 0;
export const REMEMBERED_MAX_ENTRIES = 400;
export const REMEMBERED_MAX_BYTES = 8 * 1024 * 1024;

function remember(url: string, strategy: CacheStrategy, storedAt: number, value: unknown, bytes: number) {
  forget(url);
  if (bytes > REMEMBERED_MAX_BYTES / 4) return;
  remembered.set(url, { freshUntil: storedAt + strategy.freshSeconds * 1000, bytes, value: deepFreeze(value) });
  rememberedBytes += bytes;
  for (const [oldest, entry] of remembered) {
    if (remembered.size <= REMEMBERED_MAX_ENTRIES && rememberedBytes <= REMEMBERED_MAX_BYTES) break;
    remembered.delete(oldest);
    rememberedBytes -= entry.bytes;
  }
}

function forget(url: string) {
  const entry = remembered.get(url);
  if (!entry) return;
  remembered.delete(url);
  rememberedBytes -= entry.bytes;
}

/** What this isolate holds beside the edge cache (for tests of the bounds). */
export function rememberedAnswers(): { entries: number; bytes: number } {
  return { entries: remembered.size, bytes: rememberedBytes };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface CacheRuntime {
  waitUntil(promise: Promise<unknown>): void;
}

export type CacheOutcome = 'miss' | 'fresh' | 'stale' | 'stale-if-error';

export interface CachedOptions {
  /**
   * Seconds after the stale window during which the last answer is still served when fetching a
   * new one fails (stale-if-error): for reads whose last known answer beats none at all.
   */
  staleIfErrorSeconds?: number;
}

/**
 * Returns the cached value for `key` when there is one, or fetches it with `load`, stores it and
 * returns it. `load` must throw on failure: failures are never stored.
 */
export async function cached<T>(
  strategy: CacheStrategy,
  key: string,
  load: () => Promise<T>,
  runtime: CacheRuntime,
  { staleIfErrorSeconds = 0 }: CachedOptions = {},
): Promise<{ value: T; outcome: CacheOutcome }> {
  const url = `https://gateway-cache.invalid/${generation}/${strategy.name}/${encodeURIComponent(key)}`;
  const known = remembered.get(url);
  if (known && Date.now() <= known.freshUntil) return { value: known.value as T, outcome: 'fresh' };
  if (known) forget(url);
  const cache = await openCache();
  if (!cache) return { value: await load(), outcome: 'miss' };
  const request = new Request(url);
  const keepSeconds = strategy.freshSeconds + strategy.staleSeconds + staleIfErrorSeconds;
  const hit = await cache.match(request);
  let lastKnown: string | null = null;
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT));
    const age = (Date.now() - storedAt) / 1000;
    if (age <= strategy.freshSeconds) {
      const text = await hit.text();
      const value = JSON.parse(text) as T;
      remember(url, strategy, storedAt, value, text.length);
      return { value, outcome: 'fresh' };
    }
    if (age <= strategy.freshSeconds + strategy.staleSeconds) {
      if (!revalidating.has(request.url)) {
        revalidating.add(request.url);
        runtime.waitUntil(
          load()
            .then((value) => store(cache, request, strategy, keepSeconds, value))
            .catch(() => undefined)
            .finally(() => revalidating.delete(request.url)),
        );
      }
      return { value: (await hit.json()) as T, outcome: 'stale' };
    }
    if (age <= keepSeconds) lastKnown = await hit.text();
  }
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (lastKnown === null) throw error;
    console.warn('serving the last known answer after a failed read', strategy.name, error instanceof Error ? error.message : error);
    return { value: JSON.parse(lastKnown) as T, outcome: 'stale-if-error' };
  }
  runtime.waitUntil(store(cache, request, strategy, keepSeconds, value).catch(() => undefined));
  return { value, outcome: 'miss' };
}

async function store(cache: Cache, request: Request, strategy: CacheStrategy, keepSeconds: number, value: unknown) {
  const text = JSON.stringify(value);
  const storedAt = Date.now();
  const response = new Response(text, {
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${keepSeconds}`,
      [STORED_AT]: String(storedAt),
    },
  });
  await cache.put(request, response);
  // Remembered once the edge cache holds it, parsed again from its text: the caller that loaded
  // the value still holds (and may still be reading) the object it got, which must stay its own.
  remember(request.url, strategy, storedAt, JSON.parse(text), text.length);
}

async function openCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return null;
  return caches.open(CACHE_NAME);
}

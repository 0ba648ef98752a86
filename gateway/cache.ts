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
}

/** The purge count: what an isolate remembers of the platform beside the cache is void once it changes. */
export function cacheGeneration(): number {
  return generation;
}

// Keys being revalidated in this isolate, so a burst of stale hits refreshes an entry once.
const revalidating = new Set<string>();

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
  const cache = await openCache();
  if (!cache) return { value: await load(), outcome: 'miss' };
  const request = new Request(`https://gateway-cache.invalid/${generation}/${strategy.name}/${encodeURIComponent(key)}`);
  const keepSeconds = strategy.freshSeconds + strategy.staleSeconds + staleIfErrorSeconds;
  const hit = await cache.match(request);
  let lastKnown: string | null = null;
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT));
    const age = (Date.now() - storedAt) / 1000;
    if (age <= strategy.freshSeconds) {
      return { value: (await hit.json()) as T, outcome: 'fresh' };
    }
    if (age <= strategy.freshSeconds + strategy.staleSeconds) {
      if (!revalidating.has(request.url)) {
        revalidating.add(request.url);
        runtime.waitUntil(
          load()
            .then((value) => store(cache, request, keepSeconds, value))
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
  runtime.waitUntil(store(cache, request, keepSeconds, value).catch(() => undefined));
  return { value, outcome: 'miss' };
}

async function store(cache: Cache, request: Request, keepSeconds: number, value: unknown) {
  const response = new Response(JSON.stringify(value), {
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${keepSeconds}`,
      [STORED_AT]: String(Date.now()),
    },
  });
  await cache.put(request, response);
}

async function openCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return null;
  return caches.open(CACHE_NAME);
}

/**
 * Per-isolate memory of what every brand request reads before its handler: the brand with its
 * languages and whitelabel tree, and the fault table. Without it each request pays a D1 round trip
 * for data that changes a few times a day.
 *
 * Entries live BRAND_CONFIG_CACHE_MS (default 3 s; "0" turns caching off), so a change made
 * elsewhere (another isolate, `wrangler d1 execute`, a test writing D1 directly) shows within that
 * time. A /__dev route that changes configuration calls invalidateConfigCache(), so in its own
 * isolate the very next request sees the change. A load that began before an invalidation is not
 * stored, or it could put back what the invalidation removed.
 */
import type { Env } from '../env';

export const DEFAULT_CONFIG_CACHE_MS = 3000;
/** Merchant codes come from a header: bound the map so unknown codes cannot grow it forever. */
const MAX_BRANDS = 64;

interface Entry<T> {
  value: T;
  loadedAt: number;
}

const brands = new Map<string, Entry<unknown>>();
let faults: Entry<unknown> | null = null;
let generation = 0;

export function configCacheMs(env: Env): number {
  const raw = env.BRAND_CONFIG_CACHE_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_CONFIG_CACHE_MS;
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export function invalidateConfigCache(): void {
  generation++;
  brands.clear();
  faults = null;
}

// Freshness is judged by the reader's lifetime, so a caller with a shorter one is never served older data.
const fresh = <T>(entry: Entry<unknown> | null | undefined, now: number, ttl: number): T | undefined =>
  entry && now - entry.loadedAt < ttl ? (entry.value as T) : undefined;

export interface CachedConfig<B, F> {
  brand: B | undefined;
  faults: F | undefined;
}

/** What is cached and still fresh for `merchant` (either part may be missing). */
export function cachedConfig<B, F>(env: Env, merchant: string | null): CachedConfig<B, F> {
  const ttl = configCacheMs(env);
  if (ttl === 0) return { brand: undefined, faults: undefined };
  const now = Date.now();
  return { brand: merchant === null ? undefined : fresh<B>(brands.get(merchant), now, ttl), faults: fresh<F>(faults, now, ttl) };
}

/** A token taken before loading; store() ignores loads that an invalidation overtook. */
export const loadTicket = (): number => generation;

export function storeConfig<B, F>(env: Env, ticket: number, loaded: { merchant?: string; brand?: B; faults?: F }): void {
  if (configCacheMs(env) === 0 || ticket !== generation) return;
  const loadedAt = Date.now();
  if (loaded.merchant !== undefined && loaded.brand !== undefined) {
    if (brands.size >= MAX_BRANDS && !brands.has(loaded.merchant)) brands.clear();
    brands.set(loaded.merchant, { value: loaded.brand, loadedAt });
  }
  if (loaded.faults !== undefined) faults = { value: loaded.faults, loadedAt };
}

/**
 * The reference platform, migrated and seeded, callable in-process.
 *
 *   const platform = await seededPlatform(env);
 *   const res = await platform.fetch(new Request('https://platform.test/wps/system/status', {
 *     headers: { Merchant: 'DEMO' },
 *   }));
 *
 * Migrations and the seed are applied once per test file (in the integration tier by its file
 * setup, fresh-platform.ts, on a new database), so call it from beforeAll or every test at no extra
 * cost. `vars` overrides the Worker's variables for this handle only (e.g. DEV_TOOLS "0", or a
 * FAULTS map); the D1 database is shared.
 *
 * The platform's per-isolate configuration cache is off here by default (BRAND_CONFIG_CACHE_MS
 * "0"): tests change brand rows and flags by writing D1 directly and expect the next call to see
 * it. Tests of the cache itself pass `vars: { BRAND_CONFIG_CACHE_MS: '3000' }`.
 */
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import worker, { type Env as PlatformEnv } from '#platform/src/index';
import { buildSeedSql } from '#platform/seed/index';

export interface SeededPlatform {
  fetch(request: Request): Promise<Response>;
  /** The environment the platform Worker sees (bindings plus overridden vars). */
  env: PlatformEnv;
}

export interface PlatformTestEnv {
  DB: D1Database;
  DEV_TOOLS?: string;
  FAULTS?: string;
  TEST_MIGRATIONS?: D1Migration[];
}

export interface SeededPlatformOptions {
  vars?: Partial<Pick<PlatformEnv, 'DEV_TOOLS' | 'FAULTS' | 'BRAND_CONFIG_CACHE_MS'>>;
}

/** Tests write configuration straight to D1, so by default every call reads it afresh. */
export const NO_CONFIG_CACHE = '0';

/** The merchant code of the seeded demo brand. */
export const DEMO_MERCHANT = 'DEMO';

let seeding: Promise<void> | undefined;
/** How many times the database was seeded afresh: a helper's memo holds for one seeding only. */
let seedings = 0;

/**
 * `run` once per fresh database: the test files of a worker share the helpers' modules (the
 * integration tier runs them in one runtime, each file on a database of its own), so a helper's
 * once-per-file work is remembered per seeding, not per module.
 */
export function onceAfterSeed<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let done: { seeding: number; promise: Promise<void> } | undefined;
  return (...args) => {
    if (done?.seeding !== seedings) done = { seeding: seedings, promise: run(...args) };
    return done.promise;
  };
}

/** Applies migrations (when the env carries them) and the seed, once per test file. */
export function ensureSeeded(env: PlatformTestEnv): Promise<void> {
  seeding ??= seedAfresh(env);
  return seeding;
}

/** Migrates and seeds now: the integration tier's file setup, after emptying every binding (fresh-platform.ts). */
export function seedAfresh(env: PlatformTestEnv): Promise<void> {
  seedings++;
  seeding = (async () => {
    if (env.TEST_MIGRATIONS) await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    await applySeed(env.DB);
  })();
  return seeding;
}

/**
 * The seed's statements, built once per runtime: `buildSeedSql()` is pure (the same list on every
 * run), and building its 1.5 MB of SQL took a tenth of each integration file's fresh platform.
 */
let seedStatements: string[] | undefined;

/** Runs the seed statements in one atomic batch. */
export async function applySeed(db: D1Database): Promise<void> {
  seedStatements ??= buildSeedSql();
  await db.batch(seedStatements.map((sql) => db.prepare(sql)));
}

export async function seededPlatform(env: PlatformTestEnv, options: SeededPlatformOptions = {}): Promise<SeededPlatform> {
  await ensureSeeded(env);
  // Every binding of the test env (D1, the throttle Durable Object, the pepper...), with overrides.
  const platformEnv = {
    ...(env as unknown as PlatformEnv),
    DEV_TOOLS: options.vars?.DEV_TOOLS ?? env.DEV_TOOLS,
    FAULTS: options.vars?.FAULTS ?? env.FAULTS,
    BRAND_CONFIG_CACHE_MS: options.vars?.BRAND_CONFIG_CACHE_MS ?? NO_CONFIG_CACHE,
  } as PlatformEnv;
  return {
    env: platformEnv,
    fetch: (request) => worker.fetch(request, platformEnv),
  };
}

/** Headers the gateway sends on every platform call, for tests that speak the protocol directly. */
export function platformHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    Merchant: DEMO_MERCHANT,
    Device: 'web',
    Language: 'EN',
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json;charset=UTF-8',
    ...extra,
  });
}

/**
 * The background work of a player's own data (docs/platform-protocol.md "A player's own data"):
 * - building an archive: a build takes a queued archive (or one whose build stopped: its lease of
 *   two minutes has passed) in one statement, reads the sections one by one recording the progress
 *   (and renewing the lease) after each, stores the ZIP in R2 and makes it READY, all only while it
 *   still holds the lease (`attempts` names the build that holds it); a build that fails puts it
 *   back in the queue, the third is FAILED;
 * - archives past their time are deleted (EXPIRED);
 * - erasures whose retention has passed are anonymised (erasure.ts), and an erasure recorded without
 *   its closure is closed.
 * The request answers first and starts the build beside its answer (routes.ts, `waitUntil`); the
 * minute's cron (`scheduled` in src/index.ts) and `POST /__dev/data/run` run `runDataJobs`.
 */
import type { Env } from '../../env';
import { randomToken } from '../../crypto/random';
import { now as clock } from '../../http/clock';
import { newBuild, SECTIONS, zipArchive } from './archive';
import { closeUnclosed, eraseDue } from './erasure';
import { DAY_MS, expiryOf, LEASE_MS, MAX_ATTEMPTS, progressAfter } from './rules';
import { settingsOf, type ExportRow } from './store';

/** Archives one run builds at most, and how long it keeps taking new ones. */
const BUILDS_PER_RUN = 5;
const RUN_BUDGET_MS = 45_000;
/** Archives one run deletes at most. */
const EXPIRIES_PER_RUN = 200;

/**
 * Takes an archive for a build, atomically: queued, or preparing under a lease that has passed, with
 * builds left; `id` a given one, else the oldest (of `merchant`, or of any brand).
 */
async function take(db: D1Database, now: number, which: { id?: number; merchant?: string | null }): Promise<ExportRow | null> {
  const free = `(status = 'QUEUED' OR (status = 'PREPARING' AND COALESCE(lease_until, 0) <= ?1)) AND attempts < ${MAX_ATTEMPTS}`;
  return db
    .prepare(
      `UPDATE data_exports SET status = 'PREPARING', attempts = attempts + 1, lease_until = ?1 + ${LEASE_MS}, progress = 0
        WHERE id = (SELECT id FROM data_exports WHERE status IN ('QUEUED', 'PREPARING') AND ${free}
                       AND (?2 IS NULL OR id = ?2) AND (?3 IS NULL OR merchant_code = ?3)
                     ORDER BY requested_at, id LIMIT 1)
          AND ${free}
        RETURNING *`,
    )
    .bind(now, which.id ?? null, which.merchant ?? null)
    .first<ExportRow>();
}

/** Builds a taken archive; answers whether it became READY (false: it failed, or another build took it over). */
export async function buildArchive(env: Env, row: ExportRow): Promise<boolean> {
  const db = env.DB;
  // Writes that hold only while this build holds the lease.
  const mine = `id = ?1 AND status = 'PREPARING' AND attempts = ?2`;
  const progress = async (value: number): Promise<boolean> => {
    const result = await db
      .prepare(`UPDATE data_exports SET progress = ?3, lease_until = ?4 WHERE ${mine}`)
      .bind(row.id, row.attempts, value, clock(env) + LEASE_MS)
      .run();
    return result.meta.changes === 1;
  };
  try {
    const build = newBuild(env, { merchant: row.merchant_code, accountId: row.account_id, language: row.language, asOf: clock(env) });
    for (const [index, section] of SECTIONS.entries()) {
      await section.read(build);
      // Storing the file is the last step, so the sections go up to 99 at most.
      if (!(await progress(progressAfter(index + 1, SECTIONS.length + 1)))) return false;
    }
    const bytes = zipArchive(build);
    const bucket = env.DATA_EXPORTS;
    if (!bucket) throw new Error('DATA_EXPORTS R2 binding missing');
    const key = `${row.merchant_code}/exports/${row.id}/${randomToken(16)}.zip`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: 'application/zip', cacheControl: 'no-store' } });
    const readyAt = clock(env);
    const settings = await settingsOf(db, row.merchant_code);
    const done = await db
      .prepare(
        `UPDATE data_exports SET status = 'READY', progress = 100, lease_until = NULL, ready_at = ?3, expires_at = ?4, size_bytes = ?5, object_key = ?6
          WHERE ${mine}`,
      )
      .bind(row.id, row.attempts, readyAt, expiryOf(readyAt, settings), bytes.byteLength, key)
      .run();
    if (done.meta.changes === 1) return true;
    // Another build took it over meanwhile (or the account was erased): this file is nobody's.
    await bucket.delete(key);
    return false;
  } catch (error) {
    console.error('privacy: archive build failed', row.id, error);
    await db
      .prepare(`UPDATE data_exports SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'FAILED' ELSE 'QUEUED' END, lease_until = NULL WHERE ${mine}`)
      .bind(row.id, row.attempts)
      .run()
      .catch((failure: unknown) => console.error('privacy: archive failure not recorded', row.id, failure));
    return false;
  }
}

/** The build a request starts beside its answer: this archive, if no other build holds it. */
export async function buildNow(env: Env, id: number): Promise<void> {
  try {
    const row = await take(env.DB, clock(env), { id });
    if (row) await buildArchive(env, row);
  } catch (error) {
    console.error('privacy: archive build not started', id, error);
  }
}

/** READY archives past their time: their files deleted, EXPIRED. */
async function expireDue(env: Env, now: number, merchant: string | null): Promise<number[]> {
  const db = env.DB;
  const { results } = await db
    .prepare(
      `SELECT id, object_key FROM data_exports WHERE status = 'READY' AND expires_at <= ?1 AND (?2 IS NULL OR merchant_code = ?2)
        ORDER BY expires_at LIMIT ${EXPIRIES_PER_RUN}`,
    )
    .bind(now, merchant)
    .all<{ id: number; object_key: string | null }>();
  const expired: number[] = [];
  for (const row of results) {
    if (row.object_key) {
      if (!env.DATA_EXPORTS) throw new Error('DATA_EXPORTS R2 binding missing');
      await env.DATA_EXPORTS.delete(row.object_key);
    }
    const result = await db.prepare("UPDATE data_exports SET status = 'EXPIRED' WHERE id = ?1 AND status = 'READY'").bind(row.id).run();
    if (result.meta.changes === 1) expired.push(row.id);
  }
  return expired;
}

export interface RunResult {
  built: number[];
  expired: number[];
  erased: number[];
}

/** What the cron does every minute (and `POST /__dev/data/run` at once), for one brand or all. */
export async function runDataJobs(env: Env, now: number, merchant: string | null = null): Promise<RunResult> {
  const db = env.DB;
  const result: RunResult = { built: [], expired: [], erased: [] };
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      console.error(`privacy: ${name} failed`, error);
    }
  };
  await step('expiry', async () => {
    result.expired = await expireDue(env, now, merchant);
  });
  await step('builds', async () => {
    // Builds whose lease passed after their last try: nothing takes them again.
    await db
      .prepare(
        `UPDATE data_exports SET status = 'FAILED', lease_until = NULL
          WHERE status = 'PREPARING' AND lease_until <= ?1 AND attempts >= ${MAX_ATTEMPTS} AND (?2 IS NULL OR merchant_code = ?2)`,
      )
      .bind(now, merchant)
      .run();
    const until = Date.now() + RUN_BUDGET_MS;
    for (let n = 0; n < BUILDS_PER_RUN && Date.now() < until; n++) {
      const row = await take(db, now, { merchant });
      if (!row) break;
      if (await buildArchive(env, row)) result.built.push(row.id);
    }
  });
  await step('erasures', async () => {
    await closeUnclosed(env, now, merchant);
    result.erased = await eraseDue(env, now, merchant);
  });
  await step('links', async () => {
    await db
      .prepare('DELETE FROM data_export_links WHERE expires_at <= ?1')
      .bind(now - DAY_MS)
      .run();
  });
  return result;
}

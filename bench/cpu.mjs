#!/usr/bin/env node
/**
 * `npm run bench:cpu [-- --json] [--no-build] [--save <dir>]`: only the bench's V8-profiled JavaScript CPU per page
 * (bench/js-profile.mjs) and its top costs, in about a minute (plus the build) instead of the whole
 * bench's thirty, for work on the render's CPU (its target: bench/RESULTS.md). Same pages, rounds and state as `npm run bench`.
 * `--save <dir>` writes each page's raw profile there (`<page>.cpuprofile`, for DevTools).
 * `--all` profiles every kind of page instead (bench/config.mjs PAGE_KINDS, 10 requests each) and
 * prints each one's JavaScript per request against its bound (10 ms, the home 5) and the three
 * largest origins of the slowest.
 */
import { buildPortal, preparePlatformDatabase, seedDemoAccounts, stopProcessTree, waitForHttp } from '../scripts/lib/run.mjs';
import { PAGE_KINDS, platform, PLATFORM_PORT, PORTAL_PORT, PROFILE_ROUNDS, PROFILED_PAGES, STATE_DIR } from './config.mjs';
import { measureJsCpu, usdPerMillionViews } from './js-profile.mjs';
import { spawnWorker } from './load-servers.mjs';
import { benchPages, round } from './http.mjs';
import { printProfiles } from './report.mjs';

const json = process.argv.includes('--json');
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : null;
if (saveAt > 0 && (!saveDir || saveDir.startsWith('--'))) {
  console.error('--save needs a directory: npm run bench:cpu -- --save <dir>');
  process.exit(2);
}
const log = (...args) => (json ? console.error(...args) : console.log(...args));

async function main() {
  if (!process.argv.includes('--no-build')) buildPortal();
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const platformServer = spawnWorker({ config: 'platform/wrangler.toml', port: PLATFORM_PORT, stateDir: STATE_DIR });
  const stop = () => stopProcessTree(platformServer);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHttp(`${platform}/wps/system/status`);
    await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
    if (process.argv.includes('--all')) return await everyPageKind();
    log('JavaScript CPU per page: a V8 CPU profile of the portal…');
    const profiles = await measureJsCpu({
      port: PORTAL_PORT,
      stateDir: STATE_DIR,
      platformUrl: platform,
      pages: PROFILED_PAGES,
      rounds: PROFILE_ROUNDS,
      saveDir,
    });
    const results = Object.fromEntries(
      Object.entries(profiles).flatMap(([page, profile]) => [
        [`portal_js_cpu_ms_per_${page}`, round(profile.jsMs)],
        [`portal_profiled_cpu_ms_per_${page}`, round(profile.cpuMs)],
        [`portal_warm_process_cpu_ms_per_${page}`, round(profile.processCpuMs)],
      ]),
    );
    // As `npm run bench` counts them: a home view that scrolls asks for the game sections too.
    results.usd_per_million_home_views = round(usdPerMillionViews(profiles.home.cpuMs + profiles.home_sections.cpuMs, 2));
    results.usd_per_million_records_views = round(usdPerMillionViews(profiles.records.cpuMs));
    results.usd_per_million_agent_report_views = round(usdPerMillionViews(profiles.agent_report.cpuMs));
    printProfiles(profiles, log);
    if (json) console.log(JSON.stringify(results));
    else console.table(results);
  } finally {
    stop();
  }
}

/** Requests profiled per page kind with `--all`: ten each keeps forty pages to a few minutes. */
const KIND_ROUNDS = 10;

/** A page kind's bound on its JavaScript per warm request: the home's is 5 ms, every other's 10. */
export const pageKindBound = (name) => (name === 'home' ? 5 : 10);

async function everyPageKind() {
  log(`JavaScript CPU per page kind: ${PAGE_KINDS.length} pages, ${KIND_ROUNDS} requests each…`);
  const profiles = await measureJsCpu({
    port: PORTAL_PORT,
    stateDir: STATE_DIR,
    platformUrl: platform,
    pages: await benchPages(PAGE_KINDS),
    rounds: KIND_ROUNDS,
    saveDir,
  });
  const rows = Object.entries(profiles).map(([page, profile]) => ({
    page,
    js_ms: round(profile.jsMs),
    bound: pageKindBound(page),
    met: profile.jsMs <= pageKindBound(page),
  }));
  const slowest = Object.entries(profiles).sort((a, b) => b[1].jsMs - a[1].jsMs)[0];
  const results = {
    ...Object.fromEntries(rows.map((row) => [`portal_js_cpu_ms_per_${row.page}`, row.js_ms])),
    portal_js_cpu_ms_page_kinds_over_bound: rows.filter((row) => !row.met).length,
    portal_js_cpu_ms_slowest_page_kind: round(slowest[1].jsMs),
  };
  if (json) console.log(JSON.stringify(results));
  else {
    console.table(rows);
    log(`slowest: ${slowest[0]}, ${slowest[1].jsMs.toFixed(2)} ms; its largest origins:`);
    for (const { origin, ms, share } of slowest[1].top.slice(0, 3))
      log(`  ${ms.toFixed(2).padStart(6)} ms  ${(share * 100).toFixed(0).padStart(3)}%  ${origin}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

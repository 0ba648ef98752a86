/** Targets and the human-readable table. */

/** [comparison, bound] per figure that has a target. */
export const TARGETS = {
  home_ttfb_over_slowest_upstream: ['≤', 1.2],
  // A returning browser's home with the edge cache empty, and a first visit's (whose document waits for every section).
  home_ttfb_cold_over_slowest_upstream: ['≤', 1.2],
  home_ttfb_cold_first_visit_over_slowest_upstream: ['≤', 2],
  home_speedup_vs_waterfall: ['≥', 4],
  home_speedup_cold_vs_waterfall: ['≥', 2],
  gateway_overhead_ms_p50: ['≤', 1],
  gateway_cpu_ms_p50: ['≤', 1],
  // JavaScript of one warm home render, from a V8 profile of the production build in workerd: the home's
  // bound, as `npm run bench:cpu -- --all` holds it (every other page kind's is 10 ms, the Workers free plan's CPU limit).
  portal_js_cpu_ms_per_home: ['≤', 5],
  platform_gamelist_ms_p50: ['≤', 10],
  gateway_search_ms_p95: ['≤', 30],
  // The production upload, gzip (wrangler deploy --dry-run), and the CPU of its start in a new isolate
  // (wrangler check startup, median of five): what the first visitor after a deployment waits for.
  portal_bundle_gzip_kb: ['≤', 500],
  portal_startup_cpu_ms: ['≤', 40],
  // A new isolate's first home page over a warm isolate's, both with a warm edge cache (bench/new-isolate.mjs).
  home_first_request_new_isolate_over_warm: ['≤', 3],
  home_js_gzip_kb: ['≤', 100],
  lighthouse_perf_min: ['≥', 95],
  lighthouse_tbt_ms_max: ['≤', 200],
  // Audits Lighthouse stopped waiting for after 45 s: the page never settled, so it measured it incomplete.
  lighthouse_load_timeouts: ['≤', 0],
  // The slowest of a player's most frequent interactions, p75 of its rounds, CPU slowed 4x at 390 px (bench/inp.mjs).
  inp_p75_ms_max: ['≤', 100],
  // The most platform calls one bench page makes with nothing cached for it (bench/subrequests.mjs; a Worker may make 50).
  subrequests_max: ['≤', 20],
  // The whole `npm run bench` on two cores, the build included (bench/run.mjs).
  bench_minutes: ['≤', 15],
  password_hash_over_50ms_budget: ['≤', 1],
  // One page of a member's transaction history with its totals, at the platform, over 1,000,000 movements.
  records_p95_ms: ['≤', 50],
  // bet.place + bet.settle commands per second on one wallet (100 rounds at once), final balance exact.
  wallet_ops_per_s: ['≥', 100],
  // One game round (bet.place + bet.settle + its record) at the platform, through the game server's form.
  round_p95_ms: ['≤', 60],
  // The same with 50 ms injected into the call: a round costs about one platform hop.
  round_p95_over_injected_latency: ['≤', 2],
  // A round of a member whose bonus is active (the grant read, the stake split, the meter written in
  // the round's batch: docs/decisions/067) over the same member's round without one.
  bonus_round_p95_over_cash_round_p95: ['≤', 1.3],
  // Starting a game: the launchGame mutation through the gateway (a free-trial launch opening a session).
  launch_p95_ms: ['≤', 60],
  // The same with 50 ms injected into every platform call: a launch costs about one platform hop.
  launch_p95_over_injected_latency: ['≤', 2],
  // The team overview and the revenue report at the platform over the demo team (530,000 bets, 90 days).
  agent_report_p95_ms: ['≤', 200],
  // npm run load: no 5xx, GraphQL error or failed request under 200 players, and the books add up afterwards.
  load_errors: ['≤', 0],
  load_money_anomalies: ['≤', 0],
};

export const meets = (value, [comparison, bound]) => (comparison === '≤' ? value <= bound : value >= bound);

export function printTable(results, log) {
  const rows = Object.entries(results).map(([name, value]) => {
    const target = TARGETS[name];
    return [name, String(value), target ? `${target[0]} ${target[1]}${meets(value, target) ? '' : '   (missed)'}` : ''];
  });
  const width = Math.max(...rows.map((row) => row[0].length));
  log(`\n${'metric'.padEnd(width)}  ${'value'.padStart(9)}  target`);
  for (const [name, value, target] of rows) log(`${name.padEnd(width)}  ${value.padStart(9)}  ${target}`);
}

/** The largest origins of each profiled page's JavaScript time (bench/js-profile.mjs). */
export function printProfiles(profiles, log) {
  for (const [page, profile] of Object.entries(profiles)) {
    const process = profile.processCpuMs == null ? '' : `; the whole workerd process ${profile.processCpuMs.toFixed(1)} ms unprofiled`;
    log(
      `\n${page}: JavaScript ${profile.jsMs.toFixed(2)} ms, runtime ${profile.runtimeMs.toFixed(2)} ms, GC ${profile.gcMs.toFixed(2)} ms per request (waits without samples left out: ${profile.gapMs.toFixed(1)} ms)${process}`,
    );
    for (const { origin, ms, share } of profile.top) log(`  ${ms.toFixed(2).padStart(6)} ms  ${(share * 100).toFixed(0).padStart(3)}%  ${origin}`);
  }
}

#!/usr/bin/env node
/**
 * `npm run bench [-- --json]`: measures the home page against the reference platform with 50 ms
 * injected latency on every platform call, in one run on this machine, and prints ratios.
 *
 * Both Workers run as separate local servers (the portal reaches the platform over loopback HTTP,
 * PLATFORM_URL mode), so the bench can also call the platform directly, exactly as the gateway does.
 * Every loop is bounded in count; every request goes to 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildPortal, preparePlatformDatabase, startWorkersSeparately, stopProcessTree, waitForHttp } from '../scripts/lib/run.mjs';

const json = process.argv.includes('--json');
const LATENCY_MS = 50;
const PLATFORM_PORT = 8799;
const PORTAL_PORT = 8798;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const platform = `http://127.0.0.1:${PLATFORM_PORT}`;
const MERCHANT = 'DEMO';
const ROUNDS = { warm: 30, cold: 12, legacy: 10, overhead: 150 };

const log = (...args) => (json ? console.error(...args) : console.log(...args));
const now = () => performance.now();
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);

const platformHeaders = (moduleId = 'COMM3') => ({
  Merchant: MERCHANT,
  Device: 'web',
  Language: 'EN',
  ModuleId: moduleId,
  'X-Requested-With': 'XMLHttpRequest',
  'Content-Type': 'application/json;charset=UTF-8',
});

async function devFaults(body, method = 'PUT') {
  const response = await fetch(`${portal}/__dev/platform/faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
const setLatency = (delayMs) => devFaults({ endpoint: '*', delayMs });
/** Re-setting the latency also drops the portal's edge cache (the development route purges it). */
const coldCache = () => setLatency(LATENCY_MS);

/** Time to first byte (headers) and to the whole document, for one GET. */
async function timePage(url) {
  const started = now();
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  const ttfb = now() - started;
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return { ttfb, full: now() - started, html };
}

/** One direct platform call, as the gateway makes it. */
async function platformCall(path, { method = 'GET', body, moduleId } = {}) {
  const started = now();
  const response = await fetch(platform + path, { method, headers: platformHeaders(moduleId), body: body && JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return { ms: now() - started, value: JSON.parse(text).value };
}

/** Runs tasks with at most `limit` at once (a browser's six connections per host). */
async function withLimit(limit, tasks) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/**
 * The legacy single-page app's start, replayed from a "browser": the HTML shell, its script, then
 * the platform calls in the order the app makes them (each step waits for the data the next needs),
 * six connections per host.
 */
async function legacyReplay(scripts) {
  const started = now();
  await (await fetch(`${portal}/favicon.svg`)).arrayBuffer(); // the static index.html
  await withLimit(6, scripts.map((src) => async () => (await fetch(portal + src)).arrayBuffer()));
  const call = (path, options) => () => platformCall(path, options);
  // Permission and store initialisation.
  await platformCall('/wps/system/status');
  await withLimit(6, [call('/wps/system/whitelabel'), call('/wps/system/info'), call('/wps/system/domainRoute')]);
  // The navigation (sorting vendor list) decides which sections the home page has.
  const menus = await platformCall('/lgw/games/game_menus', { moduleId: 'GAMELO3' });
  const categories = menus.value.sorting.map((entry) => entry.gameCategory);
  await withLimit(6, [
    call('/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', moduleId: 'GAMELO3', body: { merchantCode: MERCHANT, isPlatform: 2, platform: 'html5-desktop', language: 'EN' } }),
    call('/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
    call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B'),
    call('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', { moduleId: 'GAMELO3' }),
    ...categories.map((gameType) =>
      call(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=${MERCHANT}&gameType=${gameType}&pageNo=1&pageSize=10&language=EN`, { moduleId: 'GAMELO3' }),
    ),
  ]);
  return now() - started;
}

/** Initial JavaScript of the home route: every module the document preloads or runs, plus the language chunk. */
async function homeJavaScript(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]);
  const manifest = JSON.parse(readFileSync('build/client/.vite/manifest.json', 'utf8'));
  const english = Object.values(manifest).find((entry) => entry.src === 'app/i18n/locales/en/common.ts');
  if (english) sources.add(`/${english.file}`);
  let gzipBytes = 0;
  for (const src of sources) {
    const response = await fetch(portal + src);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { kb: gzipBytes / 1024, files: [...sources] };
}

async function main() {
  buildPortal();
  const stateDir = '.wrangler/bench';
  preparePlatformDatabase(stateDir);
  const servers = startWorkersSeparately({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir });
  const stop = () => servers.forEach(stopProcessTree);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHttp(`${platform}/wps/system/status`);
    await waitForHttp(`${portal}/favicon.svg`);
    await devFaults(null, 'DELETE');

    // Gateway overhead: GraphQL through the portal against the same call made directly, concurrency 1,
    // no injected latency. A fresh name filter each time keeps every call a cache miss.
    const direct = [];
    const viaGraphQL = [];
    const warmup = 20;
    for (let i = 0; i < ROUNDS.overhead + warmup; i++) {
      const name = `zz${i}`;
      const d = await platformCall(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=${MERCHANT}&gameType=RNG&gameName=${name}&pageNo=1&pageSize=10&language=EN`, { moduleId: 'GAMELO3' });
      const started = now();
      const response = await fetch(`${portal}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: `query { games(filter: { gameType: "RNG", name: "${name}x" }, limit: 10) { total } }` }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      if (i >= warmup) {
        direct.push(d.ms);
        viaGraphQL.push(now() - started);
      }
    }
    const overheadP50 = median(viaGraphQL) - median(direct);

    await setLatency(LATENCY_MS);
    // The slowest single platform call the home page needs, measured directly.
    const slowest = [];
    for (let i = 0; i < 10; i++) {
      const calls = await Promise.all([
        platformCall('/wps/system/status'),
        platformCall('/lgw/games/game_menus', { moduleId: 'GAMELO3' }),
        platformCall(`/wps/relay/GCSGAME_gameList?clientType=3&merchant=${MERCHANT}&gameType=RNG&pageNo=1&pageSize=10&language=EN`, { moduleId: 'GAMELO3' }),
      ]);
      slowest.push(Math.max(...calls.map((c) => c.ms)));
    }
    const slowestUpstream = median(slowest);

    // Home, cold edge cache (every public read goes to the platform) and warm (the steady state).
    const cold = [];
    for (let i = 0; i < ROUNDS.cold; i++) {
      await coldCache();
      cold.push(await timePage(`${portal}/`));
    }
    await timePage(`${portal}/`);
    const warm = [];
    for (let i = 0; i < ROUNDS.warm; i++) warm.push(await timePage(`${portal}/`));
    const { html } = warm[0];

    const js = await homeJavaScript(html);
    const scripts = js.files;
    const legacy = [];
    for (let i = 0; i < ROUNDS.legacy; i++) legacy.push(await legacyReplay(scripts));

    const results = {
      upstream_latency_ms: LATENCY_MS,
      slowest_upstream_ms: round(slowestUpstream),
      home_ttfb_warm_ms_p50: round(median(warm.map((r) => r.ttfb))),
      home_ttfb_cold_ms_p50: round(median(cold.map((r) => r.ttfb))),
      home_full_cold_ms_p50: round(median(cold.map((r) => r.full))),
      legacy_waterfall_full_ms_p50: round(median(legacy)),
      home_ttfb_over_slowest_upstream: round(median(warm.map((r) => r.ttfb)) / slowestUpstream),
      home_ttfb_cold_over_slowest_upstream: round(median(cold.map((r) => r.ttfb)) / slowestUpstream),
      home_speedup_vs_waterfall: round(median(legacy) / median(cold.map((r) => r.full))),
      gateway_overhead_ms_p50: round(overheadP50),
      direct_platform_call_ms_p50: round(median(direct)),
      graphql_call_ms_p50: round(median(viaGraphQL)),
      home_js_gzip_kb: round(js.kb),
    };
    printTable(results);
    if (json) console.log(JSON.stringify(results));
  } finally {
    await devFaults(null, 'DELETE').catch(() => undefined);
    stop();
  }
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function printTable(results) {
  const targets = {
    home_ttfb_over_slowest_upstream: '≤ 1.2',
    home_speedup_vs_waterfall: '≥ 4',
    gateway_overhead_ms_p50: '≤ 1',
    home_js_gzip_kb: '≤ 100',
  };
  const rows = Object.entries(results).map(([name, value]) => [name, String(value), targets[name] ?? '']);
  const width = Math.max(...rows.map((row) => row[0].length));
  log(`\n${'metric'.padEnd(width)}  ${'value'.padStart(9)}  target`);
  for (const [name, value, target] of rows) log(`${name.padEnd(width)}  ${value.padStart(9)}  ${target}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

#!/usr/bin/env node
/**
 * `npm run bench [-- --json]`: measures the home page against the reference platform with 50 ms
 * injected latency on every platform call, in one run on this machine, and prints ratios.
 *
 * Headline ratios are for the steady state, where the edge cache holds the public reads the home
 * page needs (the design: nothing on an anonymous home page is personal); the same figures with a
 * cold cache (every read goes to the platform) are printed beside them.
 *
 * Both Workers run as separate local servers (the portal reaches the platform over loopback HTTP,
 * PLATFORM_URL mode), so the bench can also call the platform directly, exactly as the gateway does.
 * Every loop is bounded in count; every request goes to 127.0.0.1.
 */
import { measurePasswordHash } from './password-hash.mjs';
import { Agent, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { buildPortal, preparePlatformDatabase, startWorkersSeparately, stopProcessTree, waitForHttp } from '../scripts/lib/run.mjs';

const json = process.argv.includes('--json');
const LATENCY_MS = 50;
const PLATFORM_PORT = 8799;
const PORTAL_PORT = 8798;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const platform = `http://127.0.0.1:${PLATFORM_PORT}`;
const MERCHANT = 'DEMO';
// Names unique to this run, so no earlier run's edge cache can answer the overhead pair.
const RUN_ID = Date.now().toString(36);
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

/** A plain keep-alive HTTP client with no per-request overhead of its own, for the overhead pair. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = now();
    const req = httpRequest(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ ms: now() - started, status: res.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
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

/**
 * Initial JavaScript of the home route: every module the document preloads or imports, plus the
 * English translations chunk that entry.client imports before hydrating. The carousel library,
 * loaded after hydration, is reported apart.
 */
async function homeJavaScript(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]);
  const bodies = new Map();
  for (const src of sources) bodies.set(src, Buffer.from(await (await fetch(portal + src)).arrayBuffer()));
  const entry = [...bodies.entries()].find(([src]) => src.includes('entry.client'));
  let deferredBytes = 0;
  if (entry) {
    const chunks = [...new Set([...entry[1].toString().matchAll(/"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]))];
    for (const chunk of chunks) {
      const src = `/assets/${chunk}`;
      if (bodies.has(src)) continue;
      const body = Buffer.from(await (await fetch(portal + src)).arrayBuffer());
      if (body.toString().includes('Skip to content')) {
        bodies.set(src, body);
        sources.add(src);
      }
    }
  }
  const route = [...bodies.entries()].find(([src]) => /\/route-[\w-]+\.js$/.test(src));
  if (route) {
    for (const m of route[1].toString().matchAll(/"\.\/(embla[\w.-]+\.js)"/g)) {
      deferredBytes += gzipSync(Buffer.from(await (await fetch(`${portal}/assets/${m[1]}`)).arrayBuffer()), { level: 9 }).length;
    }
  }
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += gzipSync(body, { level: 9 }).length;
  return { kb: gzipBytes / 1024, deferredKb: deferredBytes / 1024, files: [...sources] };
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
    // no injected latency, the same HTTP client for both. A fresh name filter each time keeps every
    // call a cache miss.
    const direct = [];
    const viaGraphQL = [];
    const warmup = 20;
    for (let i = 0; i < ROUNDS.overhead + warmup; i++) {
      const name = `zz${RUN_ID}${i}`;
      const d = await rawRequest(`${platform}/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=${MERCHANT}&gameType=RNG&gameName=${name}&pageNo=1&pageSize=10&language=EN`, { headers: platformHeaders('GAMELO3') });
      const g = await rawRequest(`${portal}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: `query { games(filter: { gameType: "RNG", name: "${name}x" }, limit: 10) { total } }` }),
      });
      if (d.status !== 200 || g.status !== 200 || JSON.parse(g.text).errors) throw new Error(`overhead pair failed: ${d.status} ${g.status} ${g.text.slice(0, 200)}`);
      if (i >= warmup) {
        direct.push(d.ms);
        viaGraphQL.push(g.ms);
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

    const passwordHash = await measurePasswordHash();

    const results = {
      upstream_latency_ms: LATENCY_MS,
      slowest_upstream_ms: round(slowestUpstream),
      home_ttfb_warm_ms_p50: round(median(warm.map((r) => r.ttfb))),
      home_ttfb_cold_ms_p50: round(median(cold.map((r) => r.ttfb))),
      home_full_cold_ms_p50: round(median(cold.map((r) => r.full))),
      legacy_waterfall_full_ms_p50: round(median(legacy)),
      home_ttfb_over_slowest_upstream: round(median(warm.map((r) => r.ttfb)) / slowestUpstream),
      home_ttfb_cold_over_slowest_upstream: round(median(cold.map((r) => r.ttfb)) / slowestUpstream),
      home_full_warm_ms_p50: round(median(warm.map((r) => r.full))),
      home_speedup_vs_waterfall: round(median(legacy) / median(warm.map((r) => r.full))),
      home_speedup_cold_vs_waterfall: round(median(legacy) / median(cold.map((r) => r.full))),
      gateway_overhead_ms_p50: round(overheadP50),
      direct_platform_call_ms_p50: round(median(direct)),
      graphql_call_ms_p50: round(median(viaGraphQL)),
      home_js_gzip_kb: round(js.kb),
      home_js_after_hydration_gzip_kb: round(js.deferredKb),
      password_hash_cpu_ms_p50: round(passwordHash.cpuMsP50),
      // Against the 50 ms CPU a login may spend on its hash (a quarter of a 200 ms interactive budget).
      password_hash_over_50ms_budget: round(passwordHash.cpuMsP50 / 50),
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
    password_hash_over_50ms_budget: '≤ 1',
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

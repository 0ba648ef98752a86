/** The home page's comparisons: the legacy app's start replayed, and the route's initial JavaScript. */
import { gzipSync } from 'node:zlib';
import { LATENCY_MS, MERCHANT, portal } from './config.mjs';
import { clearFaults, median, now, platformCall, round, setLatency, timePage, withLimit } from './http.mjs';

/** Rounds of the home path (`npm run bench` and `npm run bench:home` alike). */
export const HOME_ROUNDS = { warm: 30, cold: 12, legacy: 10 };

/** A returning browser's home page: the document, then the game sections its script asks for (bench/http.mjs timePage). */
const RETURNING = { follow: '/resources/home-sections' };

/** The slowest single platform call the home page needs, measured directly (median of 10 rounds). */
async function slowestUpstream() {
  const slowest = [];
  for (let i = 0; i < 10; i++) {
    const calls = await Promise.all([
      platformCall('/wps/system/status'),
      platformCall('/lgw/games/game_menus', { moduleId: 'GAMELO3' }),
      platformCall(`/wps/relay/GCSGAME_gameList?clientType=3&merchant=${MERCHANT}&gameType=RNG&pageNo=1&pageSize=10&language=EN`, { moduleId: 'GAMELO3' }),
    ]);
    slowest.push(Math.max(...calls.map((c) => c.ms)));
  }
  return median(slowest);
}

/**
 * The home page with LATENCY_MS injected into every platform call: cold (the edge cache emptied
 * before every request) for a returning browser and a first visit, warm, and the legacy replay;
 * the figures `npm run bench` and `npm run bench:home` print, and the home's JavaScript.
 */
export async function measureHomePath(rounds = HOME_ROUNDS) {
  await setLatency(LATENCY_MS);
  const slowest = await slowestUpstream();
  const cold = [];
  const coldFirstVisit = [];
  for (let i = 0; i < rounds.cold; i++) {
    await setLatency(LATENCY_MS); // drops the edge cache
    cold.push(await timePage(`${portal}/`, RETURNING));
    await setLatency(LATENCY_MS);
    coldFirstVisit.push(await timePage(`${portal}/`, { returning: false }));
  }
  await timePage(`${portal}/`, RETURNING);
  const warm = [];
  for (let i = 0; i < rounds.warm; i++) warm.push(await timePage(`${portal}/`, RETURNING));
  const js = await homeJavaScript(warm[0].html);
  const legacy = [];
  for (let i = 0; i < rounds.legacy; i++) legacy.push(await legacyReplay(js.files));
  await clearFaults();

  const warmTtfb = median(warm.map((r) => r.ttfb));
  const coldTtfb = median(cold.map((r) => r.ttfb));
  const firstVisitTtfb = median(coldFirstVisit.map((r) => r.ttfb));
  return {
    js,
    results: {
      upstream_latency_ms: LATENCY_MS,
      slowest_upstream_ms: round(slowest),
      home_ttfb_warm_ms_p50: round(warmTtfb),
      home_ttfb_cold_ms_p50: round(coldTtfb),
      home_full_cold_ms_p50: round(median(cold.map((r) => r.full))),
      legacy_waterfall_full_ms_p50: round(median(legacy)),
      home_ttfb_over_slowest_upstream: round(warmTtfb / slowest),
      home_ttfb_cold_over_slowest_upstream: round(coldTtfb / slowest),
      home_ttfb_cold_first_visit_ms_p50: round(firstVisitTtfb),
      home_ttfb_cold_first_visit_over_slowest_upstream: round(firstVisitTtfb / slowest),
      home_full_warm_ms_p50: round(median(warm.map((r) => r.full))),
      home_speedup_vs_waterfall: round(median(legacy) / median(warm.map((r) => r.full))),
      home_speedup_cold_vs_waterfall: round(median(legacy) / median(cold.map((r) => r.full))),
    },
  };
}

/**
 * The legacy single-page app's start, replayed from a "browser": the HTML shell, its script, then
 * the platform calls in the order the app makes them (each step waits for the data the next needs),
 * six connections per host.
 */
export async function legacyReplay(scripts) {
  const started = now();
  await (await fetch(`${portal}/favicon.svg`)).arrayBuffer(); // the static index.html
  await withLimit(
    6,
    scripts.map((src) => async () => (await fetch(portal + src)).arrayBuffer()),
  );
  const call = (path, options) => () => platformCall(path, options);
  // Permission and store initialisation.
  await platformCall('/wps/system/status');
  await withLimit(6, [call('/wps/system/whitelabel'), call('/wps/system/info'), call('/wps/system/domainRoute')]);
  // The navigation (sorting vendor list) decides which sections the home page has.
  const menus = await platformCall('/lgw/games/game_menus', { moduleId: 'GAMELO3' });
  const categories = menus.value.sorting.map((entry) => entry.gameCategory);
  await withLimit(6, [
    call('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      moduleId: 'GAMELO3',
      body: { merchantCode: MERCHANT, isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
    }),
    call('/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
    call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B'),
    call('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', { moduleId: 'GAMELO3' }),
    ...categories.map((gameType) =>
      call(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=${MERCHANT}&gameType=${gameType}&pageNo=1&pageSize=10&language=EN`, {
        moduleId: 'GAMELO3',
      }),
    ),
  ]);
  return now() - started;
}

/**
 * Chunks every home visit loads beside or after hydration: what is below the first screen or
 * hidden (the game sections, the winner board and announcements, the footer, the site menu: asked
 * for as the page's modules run; the server's markup stays until they arrive), the carousel's
 * moves, the service worker's registration, the page views of a brand that measures them, the live
 * connections and their client (at the first idle moment).
 */
const AFTER_HYDRATION = /^(carousel-motion|live-client|LiveConnections(?:\.client)?|AppUpkeep|GameSection|HomeColumns|Footer|SiteMenu|PageViews)[\w-]*\.js$/;

/**
 * Initial JavaScript of the home route: every module the document preloads or imports, plus the
 * English translations chunk and the code of the lazy parts the server drew (drawnPartChunks), which
 * entry.client imports before hydrating. What every visit loads
 * after hydration (AFTER_HYDRATION) is reported apart; chunks only some visits open (a dialog, a
 * member's menu) are in neither.
 */
export async function homeJavaScript(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]);
  const bodies = new Map();
  for (const src of sources) bodies.set(src, Buffer.from(await (await fetch(portal + src)).arrayBuffer()));
  const entry = [...bodies.entries()].find(([src]) => src.includes('entry.client'));
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
  // The lazy parts the server drew: entry.client loads their code before hydrating (app/components/lazy.tsx).
  for (const src of await drawnPartChunks(html, bodies)) {
    if (!bodies.has(src)) bodies.set(src, Buffer.from(await (await fetch(portal + src)).arrayBuffer()));
    sources.add(src);
  }
  const later = new Set();
  for (const body of bodies.values()) {
    for (const m of body.toString().matchAll(/"\.\/([\w.-]+\.js)"/g)) if (AFTER_HYDRATION.test(m[1]) && !bodies.has(`/assets/${m[1]}`)) later.add(m[1]);
  }
  let deferredBytes = 0;
  for (const chunk of later) {
    deferredBytes += gzipSync(Buffer.from(await (await fetch(`${portal}/assets/${chunk}`)).arrayBuffer()), { level: 9 }).length;
  }
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += gzipSync(body, { level: 9 }).length;
  return { kb: gzipBytes / 1024, deferredKb: deferredBytes / 1024, files: [...sources] };
}

/**
 * The chunks of the lazy parts the document lists as drawn (its `lazy-parts` block), with the
 * chunks each imports first: in the minified modules a part's name is followed by its dynamic
 * import and Vite's indices into that module's list of dependencies (`m.f=[…]`). A drawn part whose
 * import is not found fails the bench: the figure would leave it out.
 */
async function drawnPartChunks(html, bodies) {
  const list = html.match(/<script id="lazy-parts"[^>]*>([^<]*)<\/script>/);
  const names = list ? JSON.parse(list[1] || '[]') : [];
  const chunks = new Set();
  for (const name of names) {
    let found = false;
    for (const body of bodies.values()) {
      const code = body.toString();
      const call = new RegExp(`"${name}",\\(\\)=>\\w+\\(\\(\\)=>import\\("\\./([\\w.-]+\\.js)"\\)(?:,__vite__mapDeps\\(\\[([\\d,]+)\\]\\))?`).exec(code);
      if (!call) continue;
      found = true;
      chunks.add(`/assets/${call[1]}`);
      const deps = code.match(/m\.f=\[([^\]]*)\]/);
      const files = deps ? [...deps[1].matchAll(/"assets\/([\w.-]+\.js)"/g)].map((m) => m[1]) : [];
      for (const index of (call[2] ?? '').split(',').filter(Boolean)) if (files[Number(index)]) chunks.add(`/assets/${files[Number(index)]}`);
      break;
    }
    if (!found) throw new Error(`home page: the lazy part ${name} is drawn, but no loaded module imports it by that name (bench/home.mjs drawnPartChunks)`);
  }
  return chunks;
}

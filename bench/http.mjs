/** The bench's HTTP clients and small statistics; every request goes to 127.0.0.1. */
import { Agent, request as httpRequest } from 'node:http';
import { MERCHANT, platform, portal } from './config.mjs';

export const now = () => performance.now();
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const median = (values) => percentile(values, 50);
export const round = (value) => Math.round(value * 100) / 100;

export const platformHeaders = (moduleId = 'COMM3') => ({
  Merchant: MERCHANT,
  Device: 'web',
  Language: 'EN',
  ModuleId: moduleId,
  'X-Requested-With': 'XMLHttpRequest',
  'Content-Type': 'application/json;charset=UTF-8',
});

export async function devFaults(body, method = 'PUT') {
  const response = await fetch(`${portal}/__dev/platform/faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
/** Setting or clearing faults also drops the portal's edge cache (the development route purges it). */
export const setLatency = (delayMs) => devFaults({ endpoint: '*', delayMs });
export const clearFaults = () => devFaults(null, 'DELETE');

/** A desktop browser's user agent: Node's own ("node") reads as a crawler, which gets whole documents. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * One document request: time to first byte (headers) and to the whole document. `returning`: a
 * browser that has run the portal's scripts before (the `js` cookie, app/components/streaming.ts),
 * which the portal streams to, and to which the home page leaves its game sections for the script
 * to ask for near the screen; without it (a first visit, no JavaScript, a crawler) the document
 * waits for every section and arrives whole. `follow`: a path such a script asks for after the
 * document (the home's /resources/home-sections); `full` then lasts until its answer is read too,
 * so the figure always covers the whole page.
 */
export async function timePage(url, { returning = true, follow = null } = {}) {
  const started = now();
  const headers = { 'accept-language': 'en', 'user-agent': BROWSER_UA, ...(returning ? { cookie: 'js=1' } : {}) };
  const response = await fetch(url, { headers });
  const ttfb = now() - started;
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  if (returning && follow) {
    const followed = await fetch(new URL(follow, url), { headers });
    await followed.arrayBuffer();
    if (followed.status !== 200) throw new Error(`${follow}: HTTP ${followed.status}`);
  }
  return { ttfb, full: now() - started, html };
}

/**
 * The path of a launch's game page as the bench drives it, or null for any other address: a
 * root-relative /rgs/game/ page, or one on the demo brand's launch CDN (ADR 047), which on this
 * machine is the portal itself under another name (`localhost`, `*.localhost` at its port). Node
 * does not resolve `*.localhost` as browsers do, so the bench opens the same path on the portal's
 * own address: the same Worker and the same forwarded page.
 */
export function gamePagePath(gameUrl) {
  let url;
  try {
    url = new URL(String(gameUrl), 'http://portal.invalid');
  } catch {
    return null;
  }
  const here = url.origin === 'http://portal.invalid' || url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  return here && url.pathname.startsWith('/rgs/game/') ? url.pathname + url.search : null;
}

/** A plain keep-alive HTTP client with no per-request overhead of its own, for paired timings. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
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
export async function platformCall(path, { method = 'GET', body, moduleId } = {}) {
  const started = now();
  const response = await fetch(platform + path, { method, headers: platformHeaders(moduleId), body: body && JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return { ms: now() - started, value: JSON.parse(text).value };
}

/** A game-list relay path with the gateway's fixed parameters. */
/**
 * The bench's pages (bench/config.mjs, by name or a list) with their addresses complete: `{slot}`
 * becomes a slot's node id from the platform's list.
 */
export async function benchPages(pages) {
  const list = await platformCall(gameListPath({ gameType: 'RNG', pageNo: 1, pageSize: 1 }), { moduleId: 'GAMELO3' });
  const slot = list.value.games[0]?.nodeId;
  if (!slot) throw new Error('bench pages: no slot in the catalogue');
  const complete = (page) => ({ ...page, path: page.path.replace('{slot}', String(slot)) });
  return Array.isArray(pages) ? pages.map(complete) : Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, complete(page)]));
}

export const gameListPath = (query) =>
  `/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=${MERCHANT}&${new URLSearchParams(query)}&language=EN`;

/** POSTs a GraphQL query to the portal's /graphql with the keep-alive client; throws on errors. */
export async function graphqlCall(query, variables, headers = {}) {
  const answer = await rawRequest(`${portal}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  if (answer.status !== 200 || JSON.parse(answer.text).errors) throw new Error(`graphql: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer;
}

/** Runs tasks with at most `limit` at once (a browser's six connections per host). */
export async function withLimit(limit, tasks) {
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

/**
 * The gateway's own CPU cost, apart from wrangler dev's proxies and the network: the same gateway
 * code (gateway/index.ts) executed in this Node process against a platform that answers instantly
 * from memory.
 *
 *   node --import tsx bench/gateway-cpu.mjs <platform base URL>
 *
 * The answers are captured once from the running reference platform (a first pass records every
 * call the measured operations make), then replayed from a Map with no delay. The edge cache is an
 * in-memory stand-in for the Cache API. The one-call query's game list is dropped from it before
 * every run, so that call misses while the production playground check's brand flags stay cached,
 * as in the steady state; the home render starts every run with an empty cache, like a cold edge,
 * and pays for every call, its validation and its cache write. Prints one JSON object on stdout.
 */
import { parse } from 'graphql';
import { createGatewayContext, execute, handleGraphQL, siteStatus } from '../gateway/index.ts';
import * as homeRoute from '../app/features/home/home.query.server.ts';
import * as shell from '../app/features/shell/shell.query.server.ts';
import { persistedOperations } from '../gateway/generated/persisted-operations.ts';

const ROUNDS = { warmup: 200, oneCall: 1000, homeWarmup: 30, home: 200 };
/**
 * The one-call query: the app's own game-list slice ('more' paging), sent as production accepts
 * it, by the hash of a persisted operation.
 */
const ONE_CALL_ID = Object.keys(persistedOperations).find((id) => persistedOperations[id].startsWith('query GameSlice('));
const ONE_CALL_VARIABLES = { filter: { gameType: 'RNG', vendor: 'PP' }, offset: 0, limit: 10 };

/** The Cache API's match and put, in memory; Node has no `caches`. */
class MemoryCache {
  entries = new Map();
  async match(request) {
    const entry = this.entries.get(request.url);
    return entry && new Response(entry.body, { headers: entry.headers });
  }
  async put(request, response) {
    this.entries.set(request.url, { body: await response.text(), headers: [...response.headers] });
  }
  async delete(request) {
    return this.entries.delete(request.url);
  }
  forget(test = () => true) {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }
}
const edgeCache = new MemoryCache();
globalThis.caches = { default: edgeCache, open: async () => edgeCache };

/** Keyed by what decides the platform's answer; the RSA key's cache-buster is left out. */
function keyOf(request, body) {
  const url = new URL(request.url);
  url.searchParams.delete('t');
  return `${request.method} ${url.pathname}${url.search} ${request.headers.get('Language')} ${body ?? ''}`;
}

/** A PLATFORM service binding that records real answers, then replays them without delay. */
class ReplayingPlatform {
  answers = new Map();
  recording = true;
  calls = 0;
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }
  async fetch(input, init) {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const key = keyOf(request, body);
    this.calls += 1;
    if (this.recording) {
      const url = new URL(request.url);
      const response = await fetch(this.baseUrl + url.pathname + url.search, { method: request.method, headers: request.headers, body });
      const answer = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', text: await response.text() };
      if (response.status !== 200) throw new Error(`recording ${key}: HTTP ${response.status} ${answer.text.slice(0, 200)}`);
      this.answers.set(key, answer);
    }
    const answer = this.answers.get(key);
    if (!answer) throw new Error(`no recorded answer for ${key}`);
    return new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
  }
}

function runtime() {
  const pending = [];
  return {
    waitUntil: (promise) => pending.push(promise),
    async settle() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

// Production settings: what a deployed gateway does per request (armor limits, the playground check).
const env = (platform) => ({ MERCHANT: 'DEMO', PLATFORM_URL: 'binding', ENVIRONMENT: 'production', DEV_TOOLS: '0', PLATFORM: platform });

function visit(platform, request) {
  const work = runtime();
  const args = { request, env: env(platform), runtime: work, locale: 'en', country: null };
  return { args, work, context: createGatewayContext(args) };
}

/** A POST /graphql as the portal Worker serves it: the edge guard's status check, then Yoga. */
async function oneCall(platform) {
  const request = new Request('https://aurora-play.example/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ documentId: ONE_CALL_ID, variables: ONE_CALL_VARIABLES }),
  });
  const { args, work, context } = visit(platform, request);
  if ((await siteStatus(context)).state !== 'NORMAL') throw new Error('site status is not NORMAL');
  const response = await handleGraphQL({ ...args, nonce: 'bench', context });
  const result = await response.json();
  await work.settle();
  if (response.status !== 200 || result.errors || !(result.data?.games?.items.length > 0)) {
    throw new Error(`one-call query failed: ${JSON.stringify(result).slice(0, 300)}`);
  }
}

/**
 * Every operation the root and home loaders run, taken from their modules so the bench follows the
 * page as it changes; required variables get a first page (1), optional ones are left out.
 */
const HOME_OPERATIONS = [...Object.values(shell), ...Object.values(homeRoute)]
  .filter((document) => document?.kind === 'Document' && document.definitions.some((definition) => definition.kind === 'OperationDefinition'))
  .map((document) => {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    const variables = {};
    for (const definition of operation.variableDefinitions ?? []) {
      if (definition.type.kind !== 'NonNullType' || definition.defaultValue) continue;
      if (definition.type.type.name?.value !== 'Int') throw new Error(`${operation.name?.value}: no bench value for $${definition.variable.name.value}`);
      variables[definition.variable.name.value] = 1;
    }
    return { name: operation.name?.value, document, variables };
  });

/** What a home render asks of the gateway: the edge guard's status, then the loaders' operations at once. */
async function homeRender(platform) {
  const { work, context } = visit(platform, new Request('https://aurora-play.example/'));
  const status = await siteStatus(context);
  if (status.state !== 'NORMAL') throw new Error(`site status ${status.state}`);
  const results = await Promise.all(HOME_OPERATIONS.map(({ document, variables }) => execute(context, document, variables)));
  await work.settle();
  results.forEach((result, index) => {
    if (result.errors) throw new Error(`${HOME_OPERATIONS[index].name} failed: ${JSON.stringify(result.errors).slice(0, 300)}`);
  });
}

/** CPU milliseconds (user + system) of each of `rounds` runs, after `warmup` unmeasured ones; `prepare` runs unmeasured before each. */
async function cpuSamples(task, warmup, rounds, prepare) {
  for (let i = 0; i < warmup; i++) {
    prepare();
    await task();
  }
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    prepare();
    const before = process.cpuUsage();
    await task();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b);
}

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 1000) / 1000;

async function main() {
  const baseUrl = process.argv[2];
  if (!HOME_OPERATIONS.some((operation) => operation.name === 'Shell') || HOME_OPERATIONS.length < 2) throw new Error('home operations not found');
  if (!baseUrl) throw new Error('usage: node --import tsx bench/gateway-cpu.mjs <platform base URL>');
  if (!ONE_CALL_ID) throw new Error('the GameSlice operation is not among the persisted operations');
  parse(persistedOperations[ONE_CALL_ID]);
  const platform = new ReplayingPlatform(baseUrl.replace(/\/$/, ''));
  await oneCall(platform);
  edgeCache.forget();
  await homeRender(platform);
  platform.recording = false;
  platform.calls = 0;
  edgeCache.forget();
  await homeRender(platform);
  const homeCalls = platform.calls;

  const one = await cpuSamples(
    () => oneCall(platform),
    ROUNDS.warmup,
    ROUNDS.oneCall,
    () => edgeCache.forget((key) => key.includes('GCSGAME_gameList')),
  );
  const home = await cpuSamples(
    () => homeRender(platform),
    ROUNDS.homeWarmup,
    ROUNDS.home,
    () => edgeCache.forget(),
  );
  console.log(
    JSON.stringify({
      gateway_cpu_ms_p50: round(at(one, 50)),
      gateway_cpu_ms_p99: round(at(one, 99)),
      gateway_home_cpu_ms_p50: round(at(home, 50)),
      gateway_home_cpu_ms_p99: round(at(home, 99)),
      gateway_home_upstream_calls: homeCalls,
      gateway_home_operations: HOME_OPERATIONS.length,
    }),
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

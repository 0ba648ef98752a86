import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { probe } from './watchdog.mjs';

/** Wrangler without telemetry or the cf.json download (no network beyond loopback). */
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

export const STATE_DIR = '.wrangler/state';

/** Runs a command to completion, inheriting output; throws on failure. */
export function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: quietEnv, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * Runs commands two at a time (the machines have two cores), each to completion with its output
 * inherited; throws after all have finished if any failed.
 */
export async function runInPairs(commands) {
  const failed = [];
  const queue = [...commands];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      console.log(`\n$ ${command} ${args.join(' ')}`);
      const child = spawn(command, args, { stdio: 'inherit', env: quietEnv });
      const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? signal)));
      if (code !== 0) failed.push(`${command} ${args.join(' ')} (${code})`);
    }
  };
  await Promise.all([lane(), lane()]);
  if (failed.length > 0) throw new Error(`failed: ${failed.join('; ')}`);
}

/** Builds the portal: generated types first, then the Remix client and server bundles. */
export function buildPortal() {
  run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
  run('npx', ['remix', 'vite:build']);
  run('node', ['scripts/build-service-worker.mjs']);
}

/**
 * Applies the platform's D1 migrations and its deterministic demo seed to local state. The portal's
 * port (where it will listen) makes the brands' image and launch CDNs this machine under other names
 * (localhost, aurora.localhost): the pictures and game pages come from a second origin, as from a
 * brand's CDNs.
 */
export function preparePlatformDatabase(stateDir = STATE_DIR, { portalPort } = {}) {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'casino_platform', '--local', '-c', 'platform/wrangler.toml', '--persist-to', stateDir]);
  const seedFile = join(stateDir, 'seed.sql');
  run('npx', ['tsx', 'platform/scripts/write-seed-sql.ts', seedFile, ...(portalPort ? ['--portal-port', String(portalPort)] : [])]);
  run('npx', d1ExecuteArgs(stateDir, ['--file', seedFile]));
}

/** `npx` arguments of `wrangler d1 execute` on the platform's local database in `stateDir`, then `rest` (`--command …`, `--file …`, `--json`). */
export function d1ExecuteArgs(stateDir, rest) {
  return ['wrangler', 'd1', 'execute', 'casino_platform', '--local', '--yes', '-c', 'platform/wrangler.toml', '--persist-to', stateDir, ...rest];
}

/** Runs one SQL command on the platform's local database in `stateDir`: its rows with `json`, else nothing. */
export function d1Execute(stateDir, command, { json = false } = {}) {
  const result = spawnSync('npx', d1ExecuteArgs(stateDir, [...(json ? ['--json'] : []), '--command', command]), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return json ? JSON.parse(result.stdout)[0].results : undefined;
}

/** A killed `wrangler dev` leaves registry entries that break the next start for minutes. */
export function clearStaleDevRegistry() {
  const registry = join(homedir(), '.config', '.wrangler', 'registry');
  if (!existsSync(registry)) return;
  for (const entry of readdirSync(registry)) rmSync(join(registry, entry), { recursive: true, force: true });
}

/**
 * Starts both Workers in one wrangler process: the portal on `port`, the platform behind its
 * service binding. `vars` reach the first Worker (the portal) only: wrangler's --var and --env-file do not reach the
 * second config's Worker. `bothWorkersEnv` reaches both (the portal and the platform), overriding
 * their wrangler.toml variables: wrangler then hands the Workers this process's environment
 * (CLOUDFLARE_INCLUDE_PROCESS_ENV), which is only ever done for a local test server.
 */
export function startWorkers({ port, stateDir = STATE_DIR, vars = {}, bothWorkersEnv = null, stdio = 'inherit', inspectorPort = 9229, logLevel = null }) {
  clearStaleDevRegistry();
  const args = [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'platform/wrangler.toml',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(inspectorPort),
  ];
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  if (logLevel) args.push('--log-level', logLevel);
  const env = bothWorkersEnv ? { ...quietEnv, ...bothWorkersEnv, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true' } : quietEnv;
  // Same process group as the caller, so whoever stops the caller's group (Playwright does) stops wrangler too.
  return spawn(process.execPath, args, { stdio, env });
}

/**
 * Keeps a `wrangler dev` running: `wrangler dev` can exit when a client drops a request mid-flight
 * (an upstream bug, cloudflare/workers-sdk#15317 and #15451, printed as an empty "✘ [ERROR]"), so
 * an unexpected exit starts it again over the same state (the database and Durable Objects are on
 * disk), at most `maxRestarts` times, each said through `say`, then `onRestart()`. `start` returns
 * a new child process.
 */
export function superviseWorkers(start, { say, maxRestarts = 10, onGiveUp = (code) => process.exit(code ?? 1), onRestart = () => {} }) {
  let restarts = 0;
  let stopping = false;
  let child;
  const launch = () => {
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (restarts >= maxRestarts) {
        say(`crash: the workers exited (${code ?? signal}) after ${restarts} restarts; giving up`);
        onGiveUp(code);
        return;
      }
      restarts += 1;
      say(`crash: the workers exited (${code ?? signal}); starting them again over the same state (${restarts} of ${maxRestarts})`);
      launch();
      onRestart();
    });
  };
  launch();
  return {
    get child() {
      return child;
    },
    stop() {
      stopping = true;
      stopProcessTree(child);
    },
  };
}

/** Waits until `url` answers (any HTTP status), or fails after `timeoutMs` (a server that holds the request too). */
export async function waitForHttp(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'not asked';
  while (Date.now() < deadline) {
    last = await probe(url, Math.max(1, deadline - Date.now()));
    if (last === 'answered') return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${last}`);
}

/** Stops a server process (startWorkers, bench/load-servers.mjs spawnBenchServers), including its children. */
export function stopProcessTree(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
}

/** Stops a server process and waits until it has exited (its state is on disk for the next one, its port free). */
export async function stopAndWait(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopProcessTree(child);
  await exited;
}

/**
 * Creates or refreshes the demo accounts through the running platform itself (their passwords are
 * hashed with the platform's pepper, which never leaves the platform Worker).
 */
/**
 * A development control POST (`/__dev/…`: each keyed by its body, so sending it again is harmless),
 * sent again when the local runtime's proxy lost it: its 503 "Your worker restarted mid-request"
 * comes without any restart (cloudflare/workers-sdk#14641), and the proxy sends again only a GET or
 * a HEAD by itself (the bench's seeding failed so once, as the e2e fixtures' calls did: tests/e2e/fixtures.ts).
 * Answers the status and the body's text.
 */
async function devPost(url, init = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { ...init, method: 'POST' });
    const body = await response.text();
    if (attempt < 3 && response.status === 503 && body.startsWith('Your worker restarted mid-request')) continue;
    return { ok: response.ok, status: response.status, body };
  }
}

export async function seedDemoAccounts(url, merchants = DEMO_BRANDS) {
  for (const merchant of merchants) {
    const response = await devPost(`${url}?merchant=${merchant}`);
    const body = response.body;
    if (!response.ok) throw new Error(`seeding the demo accounts of ${merchant} failed: HTTP ${response.status} ${body.slice(0, 300)}`);
  }
}

/** The demo brands the reference platform's seed writes: Aurora Play and the second brand, Jade Palace (platform/seed/jade.ts). */
export const DEMO_BRANDS = ['DEMO', 'JADE'];

/**
 * Writes months of money history for the demo accounts that have none yet (POST /__dev/seed-history:
 * deterministic, never twice, never over what an account did), so every records page has data.
 */
export async function seedDemoHistory(url) {
  // Aurora Play's accounts (whatever brand the portal serves).
  const response = await devPost(url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ merchant: 'DEMO' }) });
  const body = response.body;
  if (!response.ok) throw new Error(`seeding the demo money history failed: HTTP ${response.status} ${body.slice(0, 300)}`);
}

/**
 * Writes the demo team under demo_agent (POST /__dev/seed-team: 2,050 accounts and about 530,000
 * bets over 90 days, deterministic, chunk by chunk, never twice), so the agent reports have a real
 * load. Answers the seed's figures and how long it took.
 */
export async function seedDemoTeam(url) {
  const started = performance.now();
  for (let i = 0; i < 100; i++) {
    const response = await devPost(url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ maxChunks: 1, merchant: 'DEMO' }) });
    const body = response.body;
    if (!response.ok) throw new Error(`seeding the demo team failed: HTTP ${response.status} ${body.slice(0, 300)}`);
    const value = JSON.parse(body).value;
    if (value.complete) return { accounts: value.accounts, bets: value.bets, seconds: (performance.now() - started) / 1000 };
  }
  throw new Error('seeding the demo team did not complete');
}

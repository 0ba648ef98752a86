/**
 * The bench's and the load test's servers: each Worker started through wrangler's programmatic API
 * with no inspector. `wrangler dev` on the command line always attaches its inspector proxy, which
 * follows every request and subrequest of the Worker (bodies included) into its debug log: under
 * the load test that cost the platform's wrangler process half a core of the machine's two, work
 * no deployed Worker does (docs/decisions/042-load-test.md). The portal reaches the platform over
 * loopback HTTP (PLATFORM_URL mode), so the bench can also call the platform directly.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_startWorker as startWorker } from 'wrangler';
import { clearStaleDevRegistry, quietEnv, stopProcessTree, waitForHttp } from '../scripts/lib/run.mjs';

const PRODUCTION_SCHEMA = { 'globalThis.SCHEMA_WITHOUT_DESCRIPTIONS': 'true' };

/**
 * Starts one Worker in this process; answers it (`dispose()` stops it).
 * @param {{ config: string, port: number, stateDir: string, platformUrl?: string, inspectorPort?: number }} options
 */
export async function startWorkerHere({ config, port, stateDir, platformUrl, inspectorPort }) {
  // No telemetry, no download of the request.cf object: nothing leaves 127.0.0.1.
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  const worker = await startWorker({
    config,
    dev: {
      server: { hostname: '127.0.0.1', port },
      // Only the bench's profiling run opens one (bench/js-profile.mjs).
      inspector: inspectorPort ? { port: inspectorPort, hostname: '127.0.0.1' } : false,
      persist: stateDir,
      watch: false,
      liveReload: false,
      // Errors only: a line per request would cost the machine what the players need, and the
      // fault run's degraded sections each log a warning by design.
      logLevel: 'error',
      // The portal's configuration names the platform as a service binding; the registry resolves it.
      registry: join(homedir(), '.config', '.wrangler', 'registry'),
    },
    bindings: platformUrl ? { PLATFORM_URL: { type: 'plain_text', value: platformUrl } } : undefined,
    // The portal builds its schema from the document production's upload carries, without the
    // descriptions only the development playground shows (wrangler.toml [env.production.define], ADR 055).
    build: config === 'wrangler.toml' ? { define: PRODUCTION_SCHEMA } : undefined,
  });
  await worker.ready;
  return worker;
}

/** The load test: the platform, then the portal reaching it over loopback HTTP, in this process; answers a function that stops both. */
export async function startLoadServers({ platformPort, portalPort, stateDir }) {
  clearStaleDevRegistry();
  const platform = await startWorkerHere({ config: 'platform/wrangler.toml', port: platformPort, stateDir });
  const portal = await startWorkerHere({ config: 'wrangler.toml', port: portalPort, stateDir, platformUrl: `http://127.0.0.1:${platformPort}` });
  return async () => {
    await portal.dispose().catch(() => undefined);
    await platform.dispose().catch(() => undefined);
  };
}

/**
 * The bench: the same two Workers, each in a child process of its own (bench/serve-worker.mjs), so
 * that the CPU of the portal's processes can be read apart (bench/portal-cpu.mjs). Answers
 * [portal, platform] (stop each with `stopProcessTree`); wait for each with `waitForHttp`.
 */
export function spawnBenchServers({ platformPort, portalPort, stateDir }) {
  clearStaleDevRegistry();
  const platform = spawnWorker({ config: 'platform/wrangler.toml', port: platformPort, stateDir });
  const portal = spawnWorker({ config: 'wrangler.toml', port: portalPort, stateDir, platformUrl: `http://127.0.0.1:${platformPort}` });
  return [portal, platform];
}

/** One Worker in a child process (bench/serve-worker.mjs), with startWorkerHere's options. */
export function spawnWorker(options) {
  const script = fileURLToPath(new URL('./serve-worker.mjs', import.meta.url));
  return spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['ignore', 'ignore', 'inherit'], env: quietEnv });
}

/**
 * The bench's servers over `stateDir`, ready: the edge cache (kept with the state) emptied first so
 * that "misses" miss, both answering, no fault left from an earlier run. Answers the servers
 * ([portal, platform]) and `stop`, which Ctrl-C calls too.
 */
export async function startBenchServers({ platformPort, portalPort, stateDir, clearFaults }) {
  rmSync(join(stateDir, 'v3', 'cache'), { recursive: true, force: true });
  const servers = spawnBenchServers({ platformPort, portalPort, stateDir });
  const stop = () => servers.forEach(stopProcessTree);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHttp(`http://127.0.0.1:${platformPort}/wps/system/status`);
    await waitForHttp(`http://127.0.0.1:${portalPort}/favicon.svg`);
    await clearFaults();
  } catch (error) {
    stop();
    throw error;
  }
  return { servers, stop };
}

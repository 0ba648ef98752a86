/**
 * The load test's two servers, started in this process through wrangler's programmatic API with
 * no inspector. `wrangler dev` on the command line always attaches its inspector proxy, which
 * follows every request and subrequest of the Worker (bodies included) into its debug log: under
 * the load test that cost the platform's wrangler process half a core of the machine's two, work
 * no deployed Worker does. Same configuration files, same local state, same PLATFORM_URL mode as
 * the bench (scripts/lib/run.mjs startWorkersSeparately).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { unstable_startWorker as startWorker } from 'wrangler';
import { clearStaleDevRegistry } from '../scripts/lib/run.mjs';

/** Starts the platform, then the portal reaching it over loopback HTTP; answers a function that stops both. */
export async function startLoadServers({ platformPort, portalPort, stateDir }) {
  // No telemetry, no download of the request.cf object: nothing leaves 127.0.0.1.
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  clearStaleDevRegistry();
  const dev = (port) => ({
    server: { hostname: '127.0.0.1', port },
    inspector: false,
    persist: stateDir,
    watch: false,
    liveReload: false,
    // Errors only: a line per request would cost the machine what the players need, and the fault
    // run's degraded sections each log a warning by design.
    logLevel: 'error',
    // The portal's configuration names the platform as a service binding; the registry resolves it.
    registry: join(homedir(), '.config', '.wrangler', 'registry'),
  });
  const platform = await startWorker({ config: 'platform/wrangler.toml', dev: dev(platformPort) });
  await platform.ready;
  const portal = await startWorker({
    config: 'wrangler.toml',
    dev: dev(portalPort),
    bindings: { PLATFORM_URL: { type: 'plain_text', value: `http://127.0.0.1:${platformPort}` } },
  });
  await portal.ready;
  return async () => {
    await portal.dispose().catch(() => undefined);
    await platform.dispose().catch(() => undefined);
  };
}

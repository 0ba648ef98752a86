#!/usr/bin/env node
/**
 * `npm run bench:home [-- --json] [--no-build]`: only the bench's home-page figures with 50 ms
 * injected into every platform call (cold and warm time to first byte over the slowest call, the
 * speedups over the legacy replay), in a few minutes instead of the whole bench's thirty, for work
 * on the cold path (the first-byte targets in bench/RESULTS.md, ADR 044), and a new isolate's
 * first home page over a warm one's (bench/new-isolate.mjs). Same servers, rounds and measurements
 * as `npm run bench`.
 */
import { buildPortal, preparePlatformDatabase, stopAndWait } from '../scripts/lib/run.mjs';
import { platform, portal, PLATFORM_PORT, PORTAL_PORT, STATE_DIR } from './config.mjs';
import { measureHomePath } from './home.mjs';
import { clearFaults, round } from './http.mjs';
import { startBenchServers } from './load-servers.mjs';
import { measureNewIsolate } from './new-isolate.mjs';

const json = process.argv.includes('--json');
const log = (...args) => (json ? console.error(...args) : console.log(...args));

async function main() {
  if (!process.argv.includes('--no-build')) buildPortal();
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const { servers, stop } = await startBenchServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR, clearFaults });
  try {
    log('home page with injected latency…');
    const { results, js } = await measureHomePath();
    log("a new isolate's first home page…");
    await stopAndWait(servers[0]);
    const newIsolate = await measureNewIsolate({ portal, port: PORTAL_PORT, stateDir: STATE_DIR, platformUrl: platform });
    const all = {
      ...results,
      home_js_gzip_kb: round(js.kb),
      home_first_request_new_isolate_over_warm: newIsolate.overWarm,
      home_first_request_new_isolate_ms: newIsolate.firstMs,
    };
    if (json) console.log(JSON.stringify(all));
    else console.table(all);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

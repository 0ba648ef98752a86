#!/usr/bin/env node
/**
 * `npm run bench:home [-- --json] [--no-build]`: only the bench's home-page figures with 50 ms
 * injected into every platform call (cold and warm time to first byte over the slowest call, the
 * speedups over the legacy replay), in a few minutes instead of the whole bench's thirty, for work
 * on the cold path (the first-byte targets in bench/RESULTS.md, ADR 044), and a new isolate's
 * first home page over a warm one's (bench/new-isolate.mjs). Same servers, rounds and measurements
 * as `npm run bench`.
 */
import { stopAndWait } from '../scripts/lib/run.mjs';
import { platform, portal, PORTAL_PORT, STATE_DIR } from './config.mjs';
import { measureHomePath } from './home.mjs';
import { round } from './http.mjs';
import { measureNewIsolate } from './new-isolate.mjs';
import { standaloneBench } from './standalone.mjs';

standaloneBench(async ({ servers, log }) => {
  log('home page with injected latency…');
  const { results, js } = await measureHomePath();
  log("a new isolate's first home page…");
  await stopAndWait(servers[0]);
  const newIsolate = await measureNewIsolate({ portal, port: PORTAL_PORT, stateDir: STATE_DIR, platformUrl: platform });
  return {
    ...results,
    home_js_gzip_kb: round(js.kb),
    home_first_request_new_isolate_over_warm: newIsolate.overWarm,
    home_first_request_new_isolate_ms: newIsolate.firstMs,
  };
});

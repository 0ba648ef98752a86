#!/usr/bin/env node
// The server Playwright starts: both Workers over a database of their own (.wrangler/e2e), built
// and seeded fresh, so tests never depend on a developer's local state.
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { buildPortal, preparePlatformDatabase, startWorkers, stopProcessTree } from './lib/run.mjs';

const port = Number(process.argv[2] || 8788);
const stateDir = '.wrangler/e2e';
if (!existsSync('build/server/index.js')) buildPortal();
rmSync(stateDir, { recursive: true, force: true });
preparePlatformDatabase(stateDir);
// Errors go to Playwright (which prints them) and to a file the failure digest reads (scripts/lib/e2e-digest.mjs).
const log = createWriteStream(`${stateDir}/server.log`);
const say = (line) => {
  process.stderr.write(`${line}\n`);
  log.write(`${line}\n`);
};

/*
 * Playwright checks the server once, at the start. If the local runtime dies mid-run, every later
 * test would fail on a refused connection and hide what broke; so the workers come back over the
 * same state (the database and Durable Objects are on disk), at most a few times, and the exit is
 * logged where the digest finds it.
 */
const MAX_RESTARTS = 3;
let restarts = 0;
let stopping = false;
let workers;

function start() {
  // Its own inspector port, so the tests run beside a developer's `npm start`.
  workers = startWorkers({ port, stateDir, stdio: ['ignore', 'ignore', 'pipe'], inspectorPort: port + 1000 });
  workers.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  workers.on('exit', (code, signal) => {
    if (stopping) return;
    if (restarts >= MAX_RESTARTS) {
      say(`[e2e-server] crash: the workers exited (${code ?? signal}) for the ${restarts + 1}th time; giving up`);
      process.exit(code ?? 1);
    }
    restarts += 1;
    say(`[e2e-server] crash: the workers exited (${code ?? signal}); restarting them over the same state (${restarts} of ${MAX_RESTARTS})`);
    start();
  });
}

start();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopProcessTree(workers);
    process.exit(0);
  });
}

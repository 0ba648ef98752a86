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
// Its own inspector port, so the tests run beside a developer's `npm start`.
const workers = startWorkers({ port, stateDir, stdio: ['ignore', 'ignore', 'pipe'], inspectorPort: port + 1000 });
// Errors go to Playwright (which prints them) and to a file the failure digest reads (scripts/lib/e2e-digest.mjs).
const log = createWriteStream(`${stateDir}/server.log`);
workers.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopProcessTree(workers);
    process.exit(0);
  });
}
workers.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
// The server Playwright starts: both Workers over a database of their own (.wrangler/e2e), built
// and seeded fresh, so tests never depend on a developer's local state.
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { buildPortal, preparePlatformDatabase, startWorkers, superviseWorkers } from './lib/run.mjs';
import { killTree, watchResponsiveness } from './lib/watchdog.mjs';

const port = Number(process.argv[2] || 8788);
// `--legacy`: the portal seals with the legacy scheme (RSA + DES, as live platforms use) and the
// platform opens only that one, so a call sealed otherwise fails (playwright.config.ts, the
// brand project, which also holds the specs that change the whole brand). Its own database, beside the main server's.
const legacy = process.argv.includes('--legacy');
const stateDir = legacy ? '.wrangler/e2e-legacy' : '.wrangler/e2e';
const bothWorkersEnv = legacy ? { ENCRYPTION_SCHEME: 'legacy', SEALED_SCHEMES: 'legacy' } : null;
// The Worker's library copies (wrangler.toml [alias]; ADR 048, 049) are part of a build: one from before them is built again.
const built = ['index.js', 'remix-router.js', 'react-dom-server.cjs'].every((file) => existsSync(`build/server/${file}`));
if (!built) buildPortal();
rmSync(stateDir, { recursive: true, force: true });
preparePlatformDatabase(stateDir, { portalPort: port });
// Errors go to Playwright (which prints them) and to a file the failure digest reads
// (scripts/lib/e2e-digest.mjs). Playwright prints both servers' lines under one prefix: the second
// server's lines say whose they are.
const log = createWriteStream(`${stateDir}/server.log`);
const tag = legacy ? '[second server] ' : '';
const tagged = (chunk) => (tag ? String(chunk).replace(/^(?=.*\S)/gm, tag) : chunk);
const say = (line) => {
  process.stderr.write(tagged(`${line}\n`));
  log.write(`${line}\n`);
};

// Playwright checks the server once, at the start: a runtime that dies mid-run comes back (see
// superviseWorkers), and tests wait for it (tests/e2e/fixtures.ts) instead of all failing after it.
const workers = superviseWorkers(
  () => {
    // Its own inspector port, so the tests run beside a developer's `npm start`. Warnings and errors
    // only: a line per request, formatted by wrangler's own process, cost it 6 s of CPU in a run of
    // lobby-routes.spec.ts against 2 s without (the Workers' runtime: 20 s); no test reads them.
    const child = startWorkers({
      port,
      stateDir,
      bothWorkersEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
      inspectorPort: port + 1000,
      logLevel: 'warn',
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(tagged(chunk));
      log.write(chunk);
    });
    return child;
  },
  { say: (line) => say(`[e2e-server] ${line}`), onRestart: () => watchdog.rearm() },
);
// A server that is up but answers nothing (scripts/lib/watchdog.mjs): its static file says whether
// the runtime serves at all, the fault list whether the portal's Worker, the platform's and its
// database answer. Three minutes without an answer (longer than any seeding or test call takes,
// shorter than a test's limit and its retry) restarts it.
const watchdog = watchResponsiveness({
  urls: [`http://127.0.0.1:${port}/favicon.svg`, `http://127.0.0.1:${port}/__dev/platform/faults`],
  rootPid: () => workers.child.pid,
  onHung: ({ seen, cpu }) => {
    say(`[e2e-server] hung: ${seen}; CPU of its processes while it hung: ${cpu.join(', ') || 'not readable here'}; killing them to start again`);
    killTree(workers.child.pid);
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    watchdog.stop();
    workers.stop();
    process.exit(0);
  });
}

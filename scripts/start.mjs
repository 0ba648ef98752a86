#!/usr/bin/env node
// `npm start`: build the portal, prepare the reference platform's database with the demo brands,
// and serve both Workers at http://127.0.0.1:$PORT (8787 by default), the portal for the brand
// MERCHANT names (DEMO, Aurora Play, by default; MERCHANT=JADE serves Jade Palace).
//
// The port answers a "starting" page from the first moment (it refreshes itself), and the portal
// takes it over only once the demo data is written: the seeds run against a first wrangler on a
// private port, which then stops. So no request to $PORT ever meets a half-seeded platform (a 503
// while the seed ran). Every port follows PORT, the inspectors' too, so two starts on two
// ports never clash.
import { createServer } from 'node:http';
import {
  buildPortal,
  preparePlatformDatabase,
  seedDemoAccounts,
  seedDemoHistory,
  seedDemoTeam,
  startWorkers,
  superviseWorkers,
  stopAndWait,
  stopProcessTree,
  waitForHttp,
} from './lib/run.mjs';

const port = Number(process.env.PORT || 8787);
const seedPort = port + 2000;
// The brand this portal serves: the demo brand, or another seeded one (MERCHANT=JADE npm start).
const merchant = process.env.MERCHANT?.trim() || 'DEMO';
if (!/^[A-Za-z0-9_-]{1,40}$/.test(merchant)) throw new Error(`MERCHANT must be a merchant code, such as DEMO or JADE (got ${merchant})`);
const vars = { MERCHANT: merchant };

const STARTING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="3"><title>Starting…</title></head><body style="font-family:system-ui,sans-serif;margin:2rem">
<h1>The portal is starting</h1><p role="status">The demo data is being prepared. This page reloads by itself in a few seconds.</p></body></html>`;

const starting = createServer((request, response) => {
  response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '3', 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : STARTING_PAGE);
});
await new Promise((resolve, reject) => {
  starting.once('error', reject);
  starting.listen(port, '127.0.0.1', resolve);
});
console.log(`\nhttp://127.0.0.1:${port} shows a "starting" page until the portal is ready.\n`);

let workers = null;
/** What Ctrl-C stops: the seeding wrangler first, then the supervised portal. */
let stopWorkers = () => stopProcessTree(workers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopWorkers();
    process.exit(0);
  });
}

buildPortal();
preparePlatformDatabase(undefined, { portalPort: port });

// The seeds, through a private wrangler whose output would only confuse ("Ready on" another port).
console.log('\nWriting the demo data…');
workers = startWorkers({ port: seedPort, inspectorPort: seedPort + 1000, stdio: ['ignore', 'ignore', 'inherit'], vars });
await waitForHttp(`http://127.0.0.1:${seedPort}/favicon.svg`, 120_000);
await seedDemoAccounts(`http://127.0.0.1:${seedPort}/__dev/platform/seed-accounts`);
await seedDemoHistory(`http://127.0.0.1:${seedPort}/__dev/platform/seed-history`);
const team = await seedDemoTeam(`http://127.0.0.1:${seedPort}/__dev/platform/seed-team`);
console.log(`Demo team: ${team.accounts} accounts, ${team.bets} bets (${team.seconds.toFixed(1)} s)`);
await stopAndWait(workers);

starting.closeAllConnections();
await new Promise((resolve) => starting.close(resolve));
console.log(`\nStarting the portal on http://127.0.0.1:${port} (reference platform behind its service binding)…\n`);
const portal = superviseWorkers(() => startWorkers({ port, inspectorPort: port + 1000, vars }), { say: (line) => console.error(`\n[start] ${line}\n`) });
stopWorkers = () => portal.stop();
await waitForHttp(`http://127.0.0.1:${port}/favicon.svg`, 120_000);
console.log(
  `\nReady: http://127.0.0.1:${port} (${merchant}); by host, Aurora Play at http://aurora.localhost:${port} and Jade Palace at http://jade.localhost:${port} (demo accounts: see platform/README.md)\n`,
);

#!/usr/bin/env node
// `npm start`: build the portal, prepare the reference platform's database with the demo brand,
// and serve both Workers at http://127.0.0.1:$PORT (8787 by default).
import {
  buildPortal,
  preparePlatformDatabase,
  seedDemoAccounts,
  seedDemoHistory,
  seedDemoTeam,
  startWorkers,
  stopProcessTree,
  waitForHttp,
} from './lib/run.mjs';

const port = Number(process.env.PORT || 8787);
buildPortal();
preparePlatformDatabase();
console.log(`\nStarting the portal on http://127.0.0.1:${port} (reference platform behind its service binding)…\n`);
const workers = startWorkers({ port });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopProcessTree(workers);
    process.exit(0);
  });
}
workers.on('exit', (code) => process.exit(code ?? 0));
await waitForHttp(`http://127.0.0.1:${port}/favicon.svg`, 120_000);
await seedDemoAccounts(`http://127.0.0.1:${port}/__dev/platform/seed-accounts`);
await seedDemoHistory(`http://127.0.0.1:${port}/__dev/platform/seed-history`);
const team = await seedDemoTeam(`http://127.0.0.1:${port}/__dev/platform/seed-team`);
console.log(`Demo team: ${team.accounts} accounts, ${team.bets} bets (${team.seconds.toFixed(1)} s)`);
console.log(`\nReady: http://127.0.0.1:${port} (demo accounts: see platform/README.md)\n`);

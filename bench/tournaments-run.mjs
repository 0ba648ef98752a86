#!/usr/bin/env node
/**
 * `npm run bench:tournaments [-- --json] [--no-build]`: only the bench's tournament figures
 * (bench/tournaments.mjs), in a few minutes, with the same servers and measurements as `npm run bench`.
 */
import { buildPortal, preparePlatformDatabase, seedDemoAccounts } from '../scripts/lib/run.mjs';
import { platform, PLATFORM_PORT, portal, PORTAL_PORT, STATE_DIR } from './config.mjs';
import { clearFaults, round } from './http.mjs';
import { sessionCookie } from './lighthouse.mjs';
import { startBenchServers } from './load-servers.mjs';
import { measureTournamentLatency, measureTournamentSettlement } from './tournaments.mjs';

const json = process.argv.includes('--json');
const log = (...args) => (json ? console.error(...args) : console.log(...args));

async function main() {
  if (!process.argv.includes('--no-build')) buildPortal();
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const { stop } = await startBenchServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR, clearFaults });
  try {
    await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
    log('a race: the standing and the board, live…');
    const latency = await measureTournamentLatency(await sessionCookie(portal, 'demo_member', 'Member2024'), 'demo_member');
    log('a run of 10,000 entrants, settled…');
    const settlement = await measureTournamentSettlement(STATE_DIR);
    const all = {
      tournament_standing_latency_ms_p50: round(latency.standingP50),
      tournament_standing_latency_ms_p95: round(latency.standingP95),
      leaderboard_latency_ms_p50: round(latency.boardP50),
      leaderboard_latency_ms_p95: round(latency.boardP95),
      tournament_settlement_10000_entrants_s: round(settlement.seconds),
    };
    if (json) console.log(JSON.stringify(all));
    else console.table(all);
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

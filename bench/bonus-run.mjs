#!/usr/bin/env node
/**
 * `npm run bench:bonus [-- --json] [--no-build]`: only the bench's bonus-wallet figures
 * (bench/bonus-rounds.mjs), in a few minutes, with the same servers as `npm run bench`.
 */
import { buildPortal, preparePlatformDatabase, seedDemoAccounts } from '../scripts/lib/run.mjs';
import { platform, PLATFORM_PORT, PORTAL_PORT, STATE_DIR } from './config.mjs';
import { clearFaults, round } from './http.mjs';
import { startBenchServers } from './load-servers.mjs';
import { measureBonusRounds } from './bonus-rounds.mjs';
import { platformSession } from './records.mjs';
import { launchSlot } from './rounds.mjs';

const json = process.argv.includes('--json');
const log = (...args) => (json ? console.error(...args) : console.log(...args));
const ROUNDS = 60;

async function main() {
  if (!process.argv.includes('--no-build')) buildPortal();
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const { stop } = await startBenchServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR, clearFaults });
  try {
    await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
    log('game rounds without and with an active bonus…');
    const roundPath = await launchSlot(platformSession(STATE_DIR, 'demo_member'));
    const { cash, bonus } = await measureBonusRounds(roundPath, 'demo_member', ROUNDS);
    const all = {
      round_p50_ms: round(cash.p50),
      round_p95_ms: round(cash.p95),
      bonus_round_p50_ms: round(bonus.p50),
      bonus_round_p95_ms: round(bonus.p95),
      bonus_round_p95_over_cash_round_p95: round(bonus.p95 / cash.p95),
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

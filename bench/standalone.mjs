import { buildPortal, preparePlatformDatabase, seedDemoAccounts } from '../scripts/lib/run.mjs';
import { platform, PLATFORM_PORT, PORTAL_PORT, STATE_DIR } from './config.mjs';
import { clearFaults } from './http.mjs';
import { startBenchServers } from './load-servers.mjs';

/**
 * One part of the bench run alone (`npm run bench:home`, `bench:bonus`, `bench:tournaments`), on
 * the servers `npm run bench` starts: the portal built first unless `--no-build`, the platform's
 * database prepared, the demo accounts seeded when the part asks (`seed`). `measure` gets the
 * servers and a `log` for progress, and answers its figures: printed as a table, or with `--json`
 * as one line of JSON (progress then goes to standard error). Exits 0, or 1 with the error.
 */
export function standaloneBench(measure, { seed = false } = {}) {
  const json = process.argv.includes('--json');
  const log = (...args) => (json ? console.error(...args) : console.log(...args));
  const run = async () => {
    if (!process.argv.includes('--no-build')) buildPortal();
    preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
    const { servers, stop } = await startBenchServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR, clearFaults });
    try {
      if (seed) await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
      const figures = await measure({ servers, log });
      if (json) console.log(JSON.stringify(figures));
      else console.table(figures);
    } finally {
      stop();
    }
  };
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

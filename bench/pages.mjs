#!/usr/bin/env node
/**
 * `npm run bench:pages [-- --json] [--no-build] [--lighthouse] [--inp[=name,…]]`: only the bench's figures per
 * page (the bench pages of bench/config.mjs): each page's platform calls with nothing cached for it
 * (bench/subrequests.mjs), in a minute; with `--lighthouse` each page's Lighthouse score and total
 * blocking time (three audits a page, about a quarter of an hour); with `--inp` the Interaction to
 * Next Paint of a player's most frequent interactions on a slowed phone (bench/inp.mjs, a few
 * minutes). Same servers and measurements as `npm run bench`.
 */
import { buildPortal, preparePlatformDatabase, seedDemoAccounts } from '../scripts/lib/run.mjs';
import { BENCH_PAGES, platform, PLATFORM_PORT, portal, PORTAL_PORT, RUN_ID, STATE_DIR } from './config.mjs';
import { benchPages, clearFaults } from './http.mjs';
import { measureLighthouse, sessionCookie } from './lighthouse.mjs';
import { startBenchServers } from './load-servers.mjs';
import { measureSubrequests } from './subrequests.mjs';
import { measureInp } from './inp.mjs';

const json = process.argv.includes('--json');
/** `--inp=site_menu,report_period`: only those interactions (bench/inp.mjs INTERACTIONS). */
const inpOnly =
  process.argv
    .find((arg) => arg.startsWith('--inp='))
    ?.slice('--inp='.length)
    .split(',') ?? null;
const log = (...args) => (json ? console.error(...args) : console.log(...args));

async function main() {
  if (!process.argv.includes('--no-build')) buildPortal();
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const { stop } = await startBenchServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR, clearFaults });
  try {
    await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
    const pages = await benchPages(BENCH_PAGES);
    const cookies = {};
    for (const { account } of Object.values(pages)) if (account && !cookies[account[0]]) cookies[account[0]] = await sessionCookie(portal, ...account);
    log('platform calls per page…');
    const counts = await measureSubrequests({
      portal,
      platform,
      runId: RUN_ID,
      pages: Object.fromEntries(Object.entries(pages).map(([name, { path, account }]) => [name, { path, cookie: account ? cookies[account[0]] : null }])),
    });
    const all = {
      ...Object.fromEntries(Object.entries(counts).map(([name, count]) => [`subrequests_${name}`, count])),
      subrequests_max: Math.max(...Object.values(counts)),
    };
    if (process.argv.includes('--inp') || inpOnly) {
      log('interaction to next paint, CPU slowed 4x at 390 px…');
      const inp = await measureInp({ origin: portal, cookies: { member: cookies.demo_member, agent: cookies.demo_agent }, only: inpOnly });
      for (const [name, { p75, rounds }] of Object.entries(inp)) {
        all[`inp_p75_ms_${name}`] = p75;
        log(`  ${name}: ${rounds.join(', ')} ms`);
      }
      all.inp_p75_ms_max = Math.max(...Object.values(inp).map((one) => one.p75));
    }
    if (process.argv.includes('--lighthouse')) {
      log('lighthouse…');
      const audited = await measureLighthouse(
        portal,
        Object.values(pages).map(({ path, account }) => ({ path, cookie: account ? () => sessionCookie(portal, ...account) : null })),
        undefined,
        { progress: (line) => log(`  ${line}`) },
      );
      for (const [name, { path }] of Object.entries(pages)) {
        all[`lighthouse_perf_${name}`] = audited[path].perf;
        all[`lighthouse_tbt_ms_${name}`] = audited[path].tbtMs;
      }
      all.lighthouse_perf_min = Math.min(...Object.values(audited).map((page) => page.perf));
      all.lighthouse_tbt_ms_max = Math.max(...Object.values(audited).map((page) => page.tbtMs));
      all.lighthouse_load_timeouts = Object.values(audited).reduce((sum, page) => sum + page.timedOut, 0);
    }
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

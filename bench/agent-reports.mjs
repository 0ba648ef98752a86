/**
 * Agent reports over the full demo team (ADR 027): the team seed written through the running
 * platform (POST /__dev/seed-team, chunk by chunk; once per state directory, timed), then the p95 of
 * the team overview and the revenue report at the platform for demo_agent over ranges an agent asks
 * for (this month, the last 30 and 90 days; revenue by day and by month).
 *
 * `node bench/agent-reports.mjs` runs it alone against a platform of its own (port 8797, state in
 * .wrangler/bench-agent); bench/run.mjs calls the exported functions against its platform.
 */
import { d1Execute } from '../scripts/lib/run.mjs';
import { createHash, randomBytes } from 'node:crypto';
import { MERCHANT } from './config.mjs';
import { percentile, platformHeaders } from './http.mjs';

const DAY = 86_400_000;

/** Writes the team (chunk by chunk) unless it is complete; answers the seed's figures and time. */
export async function seedAgentTeam(platformUrl) {
  const started = performance.now();
  let last;
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${platformUrl}/__dev/seed-team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maxChunks: 1 }),
    });
    const body = await response.json();
    if (!response.ok || !body.success) throw new Error(`seed-team failed: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    last = body.value;
    if (last.complete) break;
  }
  if (last.accounts < 2_000 || last.bets < 500_000) throw new Error(`the team seed is too small: ${last.accounts} accounts, ${last.bets} bets`);
  return { accounts: last.accounts, bets: last.bets, seconds: (performance.now() - started) / 1000 };
}

/** A session for demo_agent written to the bench's D1 (the bench is not about logging in). */
export function agentSession(stateDir) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  d1Execute(
    stateDir,
    `INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at)
       SELECT '${hash}', id, merchant_code, 'ACTIVE', 'LOGIN', '127.0.0.1', ${now}, ${now} FROM accounts WHERE merchant_code = '${MERCHANT}' AND username = 'demo_agent'`,
  );
  return token;
}

const date = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/** p95 (ms) of the team overview and the revenue report, alternating over the ranges, after a warm-up. */
export async function measureAgentReports(platformUrl, token, rounds = 60, warmup = 6) {
  const now = Date.now();
  const today = date(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const calls = [
    `MCS2_agentTeamOverview?startDate=${monthStart}&endDate=${today}`,
    `MCS2_agentRevenueReport?startDate=${date(now - 29 * DAY)}&endDate=${today}&period=DAY&pageSize=20`,
    `MCS2_agentTeamOverview?startDate=${date(now - 29 * DAY)}&endDate=${today}`,
    `MCS2_agentRevenueReport?startDate=${date(now - 89 * DAY)}&endDate=${today}&period=MONTH&pageSize=20`,
    `MCS2_agentTeamOverview?startDate=${date(now - 89 * DAY)}&endDate=${today}`,
  ];
  const times = [];
  let checked = null;
  for (let i = 0; i < rounds + warmup; i++) {
    const path = calls[i % calls.length];
    const t0 = performance.now();
    const response = await fetch(`${platformUrl}/wps/relay/${path}`, { headers: { ...platformHeaders('AGENT3'), Authorization: token } });
    const body = await response.json();
    const ms = performance.now() - t0;
    if (!response.ok || !body.success) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i === 4) checked = body.value.team;
    if (i >= warmup) times.push(ms);
  }
  if (!checked || checked.bets < 500_000) throw new Error(`the 90-day overview counts ${checked?.bets} bets, not the seed's`);
  return { p95: percentile(times, 95), teamBets90: checked.bets, teamSize: checked.teamSize };
}

// ---- alone ------------------------------------------------------------------------------------
if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawn } = await import('node:child_process');
  const { preparePlatformDatabase, quietEnv, seedDemoAccounts, stopProcessTree, waitForHttp } = await import('../scripts/lib/run.mjs');
  const stateDir = '.wrangler/bench-agent';
  const port = 8797;
  const url = `http://127.0.0.1:${port}`;
  preparePlatformDatabase(stateDir, { portalPort: port });
  const server = spawn(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'dev',
      '-c',
      'platform/wrangler.toml',
      '--port',
      String(port),
      '--inspector-port',
      String(port + 1000),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: quietEnv },
  );
  try {
    await waitForHttp(`${url}/wps/system/status`);
    await seedDemoAccounts(`${url}/__dev/seed-accounts`);
    const seed = await seedAgentTeam(url);
    console.log(`seed: ${seed.accounts} accounts, ${seed.bets} bets in ${seed.seconds.toFixed(1)} s`);
    const result = await measureAgentReports(url, agentSession(stateDir));
    console.log(`agent_report_p95_ms: ${result.p95.toFixed(1)} (90-day team bets ${result.teamBets90}, team size ${result.teamSize})`);
  } finally {
    stopProcessTree(server);
  }
}

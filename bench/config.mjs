/** Where the bench's own two servers listen (never the ports `npm start` and the e2e tests use). */
export const PLATFORM_PORT = 8799;
export const PORTAL_PORT = 8798;
export const portal = `http://127.0.0.1:${PORTAL_PORT}`;
export const platform = `http://127.0.0.1:${PLATFORM_PORT}`;
export const MERCHANT = 'DEMO';
/** Injected into every platform call for the home-page ratios. */
export const LATENCY_MS = 50;
/** Unique to this run, so no earlier run's edge cache can answer a "cache miss". */
export const RUN_ID = Date.now().toString(36);
export const STATE_DIR = '.wrangler/bench';

/**
 * The pages whose JavaScript CPU a V8 profile measures (bench/js-profile.mjs): a returning visitor's
 * home and the game sections it asks for near the screen (/resources/home-sections), a member's
 * account record, an agent's revenue report.
 */
export const PROFILED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'home_sections', path: '/resources/home-sections' },
  { name: 'records', path: '/member/transactionHistory', account: ['demo_member', 'Member2024'] },
  { name: 'agent_report', path: '/agentHome/agentRevenueReport', account: ['demo_agent', 'Agent2024'] },
];
/** Requests under the profiler per page. */
export const PROFILE_ROUNDS = 30;

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

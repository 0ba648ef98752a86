import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8788);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The second server: the portal sealing with the legacy cipher, the platform opening only that
 * (scripts/e2e-server.mjs --legacy), over a database of its own. It serves the legacy cipher's smoke
 * test and the specs that change the whole brand (the `brand` project below).
 */
const secondPort = port + 2;
const secondURL = `http://127.0.0.1:${secondPort}`;

/**
 * The legacy cipher's smoke test (a registration, a login and a withdrawal) runs against the second
 * server, in the `brand` project: the scheme live platforms use works end to end in a browser.
 * Every sealed call of the gateway is checked in both schemes in the integration tier.
 */
const LEGACY_CIPHER = ['legacy-cipher'] as const;

/**
 * The specs by what they share (a spec file runs whole in one worker, its tests in order):
 * - `demo-accounts`: the seeded demo accounts and their history (balances, favourites, sessions,
 *   the agent team); one worker, so no two of them change a demo account at once; and one spec of
 *   members of its own (responsible-gaming), which may run in either lane, to even the lanes (below);
 * - `own-members`: specs that make members of their own (registerFreshMember) or read public pages;
 *   one worker, beside the first lane. This lane ends about the `brand` project's length before the
 *   first, which then ends the run beside it: on 2 December the lanes took 807 s and 812 s of test
 *   time, and the brand's 163 s ran after both with one worker idle (the run 980 s); responsible
 *   gaming's 88 s moved across gives about 895 s and 724 s + 163 s;
 * - `brand`: specs that change the whole brand (its status, captcha and registration rules, wallet
 *   mode, its bonus wallet, Jade's terms and languages) or refresh the demo accounts, and the legacy cipher's journey: against the second server,
 *   whose brand and database are theirs alone, so they run beside the longer lane once the shorter
 *   one is done instead of alone at the end (on 28 November they were the last 179 s of the run,
 *   with one core idle). Every call of theirs is sealed with the legacy scheme, as on a live
 *   platform.
 * Injected faults are each test's own (their scope travels in the X-Fault-Scope header), so they
 * need no lane of their own.
 */
const LANES = {
  'demo-accounts': [
    'account',
    'agent-centre',
    'agent-reports',
    'contracts',
    'hardening',
    'home',
    'layout',
    'lobby',
    'login',
    'lottery',
    'phone',
    'play',
    'records',
    'responsible-gaming',
    'security-sessions',
  ],
  'own-members': [
    'accessibility',
    'analytics',
    'brands',
    'chat',
    'complaints',
    'consent',
    'degraded',
    'deposit',
    'inbox-feedback',
    'jackpots',
    'language',
    'language-journeys',
    'layout-public',
    'my-data',
    'offline',
    'pages',
    'push',
    'point-mall',
    'register-throttle',
    'rewards',
    'safer-gambling',
    'second-step-lock',
    'security-centre',
    'tournaments',
    'verification',
    'withdraw',
  ],
  brand: ['auth-flows', 'bonus-wallet', 'captcha', 'guard', 'password-reset', 'register', 'terms', 'transfer', 'verification-gates'],
} as const;

// A spec in no lane would never run: say so instead.
const laned: readonly string[] = [...Object.values(LANES).flat(), ...LEGACY_CIPHER];
const unlaned = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.slice(0, -'.spec.ts'.length))
  .filter((name) => !laned.includes(name));
if (unlaned.length) throw new Error(`tests/e2e: ${unlaned.join(', ')} belong to no lane of playwright.config.ts`);

const specs = (names: readonly string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/**
 * Chromium's features off in every test browser. Chromium 156's headless mode is the whole browser:
 * each new window preloads the address bar's suggestion popup, a page of its own in a renderer of its
 * own (about 5 s of CPU per window, measured with a Chrome trace: more than the portal's page that the
 * test opens), and every test opens at least one window. `--disable-features` is read once (the last
 * one given wins), so Playwright's own list, copied from @playwright/test 1.65.1
 * (chromium/chromiumSwitches.ts), is given again with ours.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built portal
 * served by wrangler with the reference platform: two lanes side by side, then the brand's on the
 * second server in whichever lane ends first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The demo accounts and their history, seeded once before the run.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Limits for a busy machine (machines of this kind differ 3–5× in speed; two lanes keep both cores
  // busy all the time): a test's verdict never hangs on them. A long journey (a registration, a
  // deposit, four axe checks) took more than 60 s in CI, and a navigation more than 8 s; on the slow
  // machine of 28 November the rewards journey took more than 120 s, twice.
  timeout: 180_000,
  // The whole run within what its caller has left (scripts/test.mjs: CI's 90 minutes less the
  // levels before), so a run that goes wrong still ends with its report and the failure digest.
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_MS) || 0,
  // An answer the server is working on (a login password's hash, a transfer in the wallet's lock)
  // took more than 15 s on a machine of two cores running the suite beside other work: the
  // security centre's refused post, a wallet transfer (28 November). Waiting costs nothing when
  // the answer comes sooner.
  expect: { timeout: 30_000 },
  // In CI a JSON report too, which scripts/test.mjs digests into the tail of the output on failure.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list']],
  use: {
    baseURL,
    // Tracing every test costs about a sixth of Chromium's CPU; a failed test's retry is traced.
    trace: 'on-first-retry',
    locale: 'en-US',
    // A page or a click that gets no answer fails in a minute, not at the test's limit: a test that
    // waits on a server that stopped answering (scripts/lib/watchdog.mjs restarts it) leaves time
    // for its retry.
    navigationTimeout: 60_000,
    actionTimeout: 60_000,
    // Marquee and winner columns stand still, as for visitors who ask for reduced motion.
    reducedMotion: 'reduce',
    // The portal's service worker would answer in the network's place (and route interception does
    // not see its requests): off, except in the offline specs (offline.spec.ts), which are about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        // The domain check's tests (guard.spec.ts) reach this machine under a brand domain and a
        // foreign one; nothing leaves the machine.
        '--host-resolver-rules=MAP copy-of-aurora.example 127.0.0.1, MAP aurora-play.example 127.0.0.1',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    { name: 'demo-accounts', testMatch: specs(LANES['demo-accounts']), workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'own-members', testMatch: specs(LANES['own-members']), workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'brand',
      testMatch: specs([...LANES.brand, ...LEGACY_CIPHER]),
      // One worker for the second server: no spec of the brand's runs beside another of them or
      // beside the legacy cipher's journey (each leaves the brand as it found it). No dependency:
      // Playwright runs projects in phases (a project waits for the whole phase before it, not only
      // for the projects it names). Listed after both lanes, it takes the shorter lane's worker once
      // that lane's files are done (a free worker takes the first queued file its project's worker
      // limit allows).
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: secondURL },
    },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `${baseURL}/favicon.svg`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${secondPort} --legacy`,
      url: `${secondURL}/favicon.svg`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8788);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built portal
 * served by wrangler with the reference platform. One worker: some tests switch the platform's
 * status or inject faults, which every page shares.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The demo accounts and their history, seeded once before the run.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 8_000 },
  // In CI a JSON report too, which scripts/test.mjs digests into the tail of the output on failure.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    // Marquee and winner columns stand still, as for visitors who ask for reduced motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/favicon.svg`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

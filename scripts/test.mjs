#!/usr/bin/env node
// `npm test`: every test level, in order, failing fast. Installs Debian's Chromium (and CJK fonts)
// when /usr/bin/chromium is missing; never downloads a browser of its own.
import { existsSync } from 'node:fs';
import { printE2eDigest } from './lib/e2e-digest.mjs';
import { buildPortal, quietEnv, run } from './lib/run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = asRoot ? ['apt-get'] : ['sudo', 'apt-get'];
  console.log(`${CHROMIUM} is missing: installing Debian's chromium and fonts-noto-cjk`);
  run(apt[0], [...apt.slice(1), 'update', '-q']);
  run(apt[0], [...apt.slice(1), 'install', '-y', '-q', 'chromium', 'fonts-noto-cjk'], {
    env: { ...quietEnv, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const started = Date.now();
const step = (name, fn) => {
  const at = Date.now();
  console.log(`\n=== ${name} ===`);
  fn();
  console.log(`=== ${name}: ok (${((Date.now() - at) / 1000).toFixed(1)} s) ===`);
};

step('browser', ensureChromium);
step('generated types are fresh', () => run('node', ['scripts/codegen-check.mjs']));
step('type check', () => {
  run('npx', ['tsc', '--noEmit']);
  run('npx', ['tsc', '--noEmit', '-p', 'platform']);
  run('npx', ['tsc', '--noEmit', '-p', 'platform/scripts']);
  run('npx', ['tsc', '--noEmit', '-p', 'tests/simulation']);
  for (const suite of ['platform', 'gateway', 'crypto']) run('npx', ['tsc', '--noEmit', '-p', `tests/integration/${suite}`]);
});
step('lint (ESLint: cycles and boundaries; the rules proven to fire; Prettier)', () => {
  run('npx', ['eslint', '.']);
  run('node', ['scripts/lint-probe.mjs']);
  run('npx', ['prettier', '--check', '.']);
});
step('unit tests and the ledger simulation', () => run('npx', ['vitest', 'run', '--config', 'vitest.config.ts']));
step('integration tests (workerd + D1)', () => run('npx', ['vitest', 'run', '--config', 'vitest.workers.config.ts']));
step('build', buildPortal);
step('end-to-end tests (Chromium)', () => {
  try {
    run('npx', ['playwright', 'test'], { env: { ...quietEnv, CI: process.env.CI ?? '1' } });
  } catch (error) {
    printE2eDigest({ reportFile: 'test-results/e2e-report.json', serverLog: '.wrangler/e2e/server.log' });
    throw error;
  }
});
console.log(`\nAll test levels passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

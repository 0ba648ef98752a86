/**
 * Integration tests inside workerd with real D1 (@cloudflare/vitest-pool-workers, vitest 4).
 * Bindings come from platform/wrangler.toml (DB, DEV_TOOLS, FAULTS); the setup file applies the
 * platform's D1 migrations before each test file. Tests seed with tests/integration/support/platform.ts.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  // A path from this file's URL (no node:url import, so the root tsconfig needs no Node types).
  const migrationsDir = decodeURIComponent(new URL('./platform/migrations', import.meta.url).pathname);
  const migrations = await readD1Migrations(migrationsDir);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './platform/wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ['tests/integration/**/*.test.ts'],
      setupFiles: ['./tests/integration/support/apply-migrations.ts'],
      // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});

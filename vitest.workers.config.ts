/**
 * The tiers that run inside workerd (@cloudflare/vitest-pool-workers, vitest 4):
 * - integration tests (tests/integration/): the reference platform with a real D1, the gateway
 *   executed in-process against it, the two sides of the sealed-body protocol;
 * - route-module tests (tests/routes/): the built portal Worker's loaders, actions and server output
 *   against the same seeded platform (tests/routes/portal.ts). They import the Remix server build, so
 *   `npm test` runs this config after `remix vite:build`.
 * Bindings come from platform/wrangler.toml (DB, DEV_TOOLS, FAULTS, the Durable Objects); each
 * project's setup file prepares the platform's D1 before each test file. Tests seed with
 * tests/integration/support/platform.ts.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** A path in this repository, from this file's URL (no node:url import, so the root tsconfig needs no Node types). */
const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

/** The two tiers, each with its own files (typed apart: inferred inside the config, the array confuses defineConfig's overloads). */
const PROJECTS: NonNullable<ViteUserConfig['test']>['projects'] = [
  // One runtime per worker for the integration files, the platform's and the gateway's modules loaded
  // once (a runtime of each file's own cost about 5 s a file: 82 files took 270 s, now about 110):
  // each file still starts on a new platform: its database as the migrations leave it (the first
  // file migrates, the next ones empty every table and write the migrations' own rows back), then
  // seeded again (support/fresh-platform.ts, support/fresh-database.ts). Checked in file orders shuffled (`--sequence.shuffle.files`).
  {
    extends: true,
    test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], isolate: false, setupFiles: ['./tests/integration/support/fresh-platform.ts'] },
  },
  // One runtime for the route tier's files, its modules (the server build) loaded once: each file
  // makes its own portal and members of its own over the one seeded platform. A sweep renders dozens
  // of pages in one test: on a busy two-core machine a page takes up to a second.
  {
    extends: true,
    test: {
      name: 'routes',
      include: ['tests/routes/**/*.test.ts'],
      isolate: false,
      testTimeout: 180_000,
      setupFiles: ['./tests/integration/support/apply-migrations.ts'],
    },
  },
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(here('./platform/migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './platform/wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    // The portal Worker's build settings (wrangler.toml [alias] and [define]), so the route tier runs
    // the Worker as wrangler bundles it: the build's copies of the router and React's server renderer,
    // no browser renderer, one copy of graphql, and the libraries' production builds.
    // Exact names (Vite's own aliases also match a name's subpaths): `react-dom` is not `react-dom/server`.
    resolve: {
      alias: [
        { find: /^graphql\/language\/parser$/, replacement: here('./node_modules/graphql/language/parser.mjs') },
        { find: /^turbo-stream$/, replacement: here('./node_modules/turbo-stream/dist/turbo-stream.mjs') },
        { find: /^@remix-run\/router$/, replacement: here('./build/server/remix-router.js') },
        { find: /^react-dom\/server$/, replacement: here('./build/server/react-dom-server.cjs') },
        { find: /^react-dom$/, replacement: here('./app/edge/react-dom-on-the-server.ts') },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    test: {
      projects: PROJECTS,
      // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines.
      maxWorkers: 2,
      // A test of the integration tier takes under a few seconds. Tests that took 17-25 s late in a
      // run were the test pool's proxies piling up on the Durable Object classes, now patched
      // (docs/decisions/073): a minute keeps a hang from costing the run, not a slow host.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Remix's CommonJS packages (and the CommonJS packages they import by name) pre-bundled into
      // ES modules, as wrangler's bundle makes them: workerd's module loader cannot read names out
      // of CommonJS (set-cookie-parser's splitCookiesString).
      deps: { optimizer: { ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime', 'set-cookie-parser', 'cookie'] } } },
    },
  };
});

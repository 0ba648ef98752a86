/**
 * The served tier: the built portal Worker served by the Workers runtime as at the edge (wrangler's
 * programmatic server, bench/load-servers.mjs), for what only a served request's life shows: the
 * runtime ends a request's I/O when the request ends, which neither the unit tier nor the route tier
 * (a handler called inside one test) goes through. Each file starts the Workers it needs, so each
 * test can meet a new isolate. `npm test` runs it after the build.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/served/**/*.test.ts'],
    environment: 'node',
    // A Worker's start on a busy two-core machine takes seconds; a hang is what these tests look for.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One Worker at a time: the machines have two cores.
    fileParallelism: false,
  },
});

/**
 * Unit tests in Node: pure logic beside its code (gateway/**\/*.test.ts, app/**\/*.test.ts).
 * Integration tests inside workerd run from vitest.workers.config.ts; e2e tests from Playwright.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'gateway/**/*.test.ts',
      'app/**/*.test.ts',
      'platform/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/simulation/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'build/**', 'tests/integration/**', 'tests/e2e/**'],
    environment: 'node',
    // Every language's words, as the Worker holds a request's (tests/unit/words.ts).
    setupFiles: ['./tests/unit/words.ts'],
    // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines.
    maxWorkers: 2,
    // The files of a worker share its modules (pure logic; a context per file cost a third of the
    // tier's time: 104 s against 67-75 s, green in shuffled file orders). What a test stubs or spies
    // on is put back after it, so no file sees another's.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Machines of this kind differ 3–5× in speed and the ledger simulation holds a core: no unit
    // test's verdict may hang on vitest's 5 s default. Heavy checks set their own, larger limits.
    testTimeout: 30_000,
    // Bundled once so graphql has a single realm ("Cannot use GraphQLSchema from another module or realm").
    server: { deps: { inline: ['graphql-yoga', /@graphql-tools\//, /@envelop\//, /@graphql-yoga\//] } },
  },
});

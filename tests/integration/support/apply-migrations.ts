// Runs before every route-tier test file: bring the test D1 to the latest schema.
// applyD1Migrations records what it applied, so running it again is a no-op.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

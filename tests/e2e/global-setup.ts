import { request, type FullConfig } from '@playwright/test';

/**
 * Once before the run: the demo accounts (created or refreshed; idempotent on the platform) and
 * months of money history for those that have none yet (never twice; it nets to zero, so the
 * balances stay as documented). Once, not per worker: a worker restarted after a failed test must
 * not refresh the demo accounts under the tests that follow (their passwords and the brand's
 * account rules are reset by a refresh).
 */
export default async function globalSetup(config: FullConfig) {
  // Every server the projects use (the main one and the legacy-cipher one) gets the same demo data.
  const servers = [...new Set(config.projects.map((project) => project.use.baseURL).filter((url): url is string => Boolean(url)))];
  await Promise.all(servers.map(seed));
}

async function seed(baseURL: string) {
  const context = await request.newContext({ baseURL });
  try {
    // Both demo brands' accounts: the core specs run against the second brand too (brands.spec.ts).
    for (const merchant of ['DEMO', 'JADE']) {
      const accounts = await context.post(`/__dev/platform/seed-accounts?merchant=${merchant}`);
      if (!accounts.ok()) throw new Error(`seeding the demo accounts of ${merchant} failed: ${accounts.status()} ${await accounts.text()}`);
    }
    const history = await context.post('/__dev/platform/seed-history', { data: { merchant: 'DEMO' } });
    if (!history.ok()) throw new Error(`seeding the demo history failed: ${history.status()} ${await history.text()}`);
  } finally {
    await context.dispose();
  }
}

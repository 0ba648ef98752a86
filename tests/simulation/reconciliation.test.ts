/**
 * The reconciliation harness in `npm test` (tests/simulation/reconciliation.ts): RECON_SEEDS random
 * worlds (default 40), each checked for every period preset of the pages and a custom range, in the
 * brand's time zone (five zones across the seeds, daylight saving and a quarter-hour offset among
 * them). A failure prints the seed, the zone and the figure; `RECON_SEED=<n>` replays one seed.
 */
import { describe, expect, it } from 'vitest';
import { buildWorld, checkAgent, checkMember, rangesOf, type Check } from './reconciliation';

const SEEDS = Number(process.env.RECON_SEEDS ?? 40);
const ONLY = process.env.RECON_SEED === undefined ? null : Number(process.env.RECON_SEED);

async function reconcile(seed: number): Promise<{ checks: number; failures: string[] }> {
  const w = await buildWorld(seed);
  try {
    const results: Check[] = [];
    const agents = w.accounts.filter((a) => a.agent && w.accounts.some((b) => b.parent === a.id));
    const members = w.accounts.filter((a) => !a.agent).slice(0, 3);
    for (const [from, to] of rangesOf(w)) {
      for (const agent of agents.slice(0, 2)) results.push(...(await checkAgent(w, agent.id, from, to)));
      for (const member of members) results.push(...(await checkMember(w, member.id, from, to)));
    }
    const failures = results
      .filter((c) => JSON.stringify(c.got) !== JSON.stringify(c.want))
      .map((c) => `seed ${seed} (${w.zone}, now ${new Date(w.now).toISOString()}): ${c.what}: got ${JSON.stringify(c.got)}, want ${JSON.stringify(c.want)}`);
    return { checks: results.length, failures };
  } finally {
    w.d1.close();
    w.db.close();
  }
}

describe('reconciliation: every figure of the agent and member reports equals a recomputation from the raw rows', () => {
  const seeds = ONLY === null ? Array.from({ length: SEEDS }, (_, i) => i + 1) : [ONLY];
  it(`seeds ${seeds[0]}–${seeds.at(-1)}: every preset, every period, two pages that show one figure agree`, { timeout: 300_000 }, async () => {
    let checks = 0;
    const failures: string[] = [];
    for (const seed of seeds) {
      const result = await reconcile(seed);
      checks += result.checks;
      failures.push(...result.failures);
    }
    expect(failures.slice(0, 20), `${failures.length} of ${checks} checks failed`).toEqual([]);
    // The harness really compared (a check that compares nothing proves nothing).
    expect(checks).toBeGreaterThan(seeds.length * 100);
  });
});

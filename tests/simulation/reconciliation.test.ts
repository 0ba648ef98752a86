/**
 * The reconciliation harness in `npm test` (tests/simulation/reconciliation.ts): RECON_SEEDS random
 * worlds (default 40), each checked for every period preset of the pages and a custom range, in the
 * brand's time zone (five zones across the seeds, daylight saving and a quarter-hour offset among
 * them). A failure prints the seed, the zone and the figure; `RECON_SEED=<n>` replays one seed.
 *
 * Contract statements (contracts-world.ts, contracts-checks.ts): RECON_CONTRACT_SEEDS of those
 * worlds (default 40) get contracts of every kind, settled by the platform's own settlement at a
 * series of instants, and every statement is reconciled with a recomputation from the raw bets.
 *
 * Tournaments (tournaments-world.ts): RECON_TOURNAMENT_SEEDS worlds (default 20) run four series of
 * every entry and scoring kind for six hours of play through the wallet commands, and every board,
 * final rank, prize and buy-in is reconciled with a recomputation from the raw rounds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { checkContracts } from './contracts-checks';
import { digestInTurn } from './digest-in-turn';
import { runContracts } from './contracts-world';
import { buildWorld, checkAgent, checkMember, rangesOf, type Check, type World } from './reconciliation';
import { checkTournaments, runTournaments } from './tournaments-world';

const SEEDS = Number(process.env.RECON_SEEDS ?? 40);
const CONTRACT_SEEDS = Number(process.env.RECON_CONTRACT_SEEDS ?? 40);
const TOURNAMENT_SEEDS = Number(process.env.RECON_TOURNAMENT_SEEDS ?? 20);
const ONLY = process.env.RECON_SEED === undefined ? null : Number(process.env.RECON_SEED);

const failuresOf = (w: World, results: Check[]) =>
  results
    .filter((c) => JSON.stringify(c.got) !== JSON.stringify(c.want))
    .map((c) => `seed ${w.seed} (${w.zone}, now ${new Date(w.now).toISOString()}): ${c.what}: got ${JSON.stringify(c.got)}, want ${JSON.stringify(c.want)}`);

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
    return { checks: results.length, failures: failuresOf(w, results) };
  } finally {
    w.d1.close();
    w.db.close();
  }
}

/** What the contract phase of one seed reached: statements by status, payers, how contracts ended. */
type Reached = Record<string, number>;

async function reconcileContracts(seed: number): Promise<{ checks: number; failures: string[]; reached: Reached }> {
  const w = await buildWorld(seed);
  try {
    const run = await runContracts(w);
    const results = checkContracts(w, run);
    const reached: Reached = {};
    const count = (key: string, n = 1) => (reached[key] = (reached[key] ?? 0) + n);
    for (const r of w.d1.query('SELECT kind, status, payer, COUNT(*) AS n FROM contract_statements GROUP BY kind, status, payer', []))
      count(`${String(r.kind)} ${String(r.status)}${r.payer ? ` by ${String(r.payer)}` : ''}`, r.n as number);
    for (const c of run.lives.contracts) count(`ended ${c.endReason ?? 'no'}`);
    count('dividends issued', run.counts.issued);
    count('terminations refused', run.counts.rejectedTerminations);
    count('hourly contracts across a daylight-saving change', run.counts.acrossDaylightSaving);
    count('runs that settled 300 periods of one contract', run.counts.longestRun >= 300 ? 1 : 0);
    return { checks: results.length, failures: failuresOf(w, results), reached };
  } finally {
    w.d1.close();
    w.db.close();
  }
}

describe('reconciliation: every figure of the agent and member reports equals a recomputation from the raw rows', () => {
  beforeEach(digestInTurn);
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

  const contractSeeds = ONLY === null ? Array.from({ length: CONTRACT_SEEDS }, (_, i) => i + 1) : [ONLY];
  it(`seeds ${contractSeeds[0]}–${contractSeeds.at(-1)}: every contract statement equals a recomputation from the raw bets`, { timeout: 300_000 }, async () => {
    let checks = 0;
    const failures: string[] = [];
    const reached: Reached = {};
    for (const seed of contractSeeds) {
      const result = await reconcileContracts(seed);
      checks += result.checks;
      failures.push(...result.failures);
      for (const [key, n] of Object.entries(result.reached)) reached[key] = (reached[key] ?? 0) + n;
    }
    // A replay says what its seed reached, to read beside a failure.
    if (ONLY !== null) console.info(`seed ${ONLY}: ${checks} checks`, reached);
    expect(failures.slice(0, 20), `${failures.length} of ${checks} checks failed`).toEqual([]);
    expect(checks).toBeGreaterThan(contractSeeds.length * 100);
    if (ONLY !== null) return;
    // Every path of the settlement was taken somewhere (a status never reached is a status never checked).
    const paths = [
      'DIVIDEND NOTHING',
      'DIVIDEND DUE',
      'DIVIDEND PAID by UPLINE',
      'DIVIDEND FORCED by UPLINE',
      'DIVIDEND FORCED by BRAND',
      'DAILY PAID by UPLINE',
    ];
    const more = [
      'DAILY UNPAID',
      'HOURLY PAID by UPLINE',
      'REALTIME PAID by UPLINE',
      'REALTIME NOTHING',
      'ended REPLACED',
      'ended HIGHER_RATE',
      'ended TERMINATED',
    ];
    for (const path of [
      ...paths,
      ...more,
      'terminations refused',
      'dividends issued',
      'hourly contracts across a daylight-saving change',
      'runs that settled 300 periods of one contract',
    ])
      expect(reached[path] ?? 0, `${path} in ${JSON.stringify(reached)}`).toBeGreaterThan(0);
  });

  const tournamentSeeds = ONLY === null ? Array.from({ length: TOURNAMENT_SEEDS }, (_, i) => i + 1) : [ONLY];
  it(
    `seeds ${tournamentSeeds[0]}–${tournamentSeeds.at(-1)}: every tournament board, rank and prize equals a recomputation from the raw rounds`,
    { timeout: 300_000 },
    async () => {
      let checks = 0;
      const failures: string[] = [];
      const reached: Reached = {};
      for (const seed of tournamentSeeds) {
        const w = await buildWorld(seed);
        try {
          const run = await runTournaments(w);
          const results = checkTournaments(w, run);
          checks += results.length;
          failures.push(...failuresOf(w, results));
          for (const [key, n] of Object.entries(run.reached)) reached[key] = (reached[key] ?? 0) + n;
        } finally {
          w.d1.close();
          w.db.close();
        }
      }
      if (ONLY !== null) console.info(`seed ${ONLY}: ${checks} checks`, reached);
      expect(failures.slice(0, 20), `${failures.length} of ${checks} checks failed`).toEqual([]);
      expect(checks).toBeGreaterThan(tournamentSeeds.length * 20);
      if (ONLY !== null) return;
      // Every path was taken somewhere: each entry kind settled, ties ranked, each kind of prize paid, rounds settled late.
      for (const path of [
        'AUTO runs finished',
        'OPT_IN runs finished',
        'BUY_IN runs finished',
        'runs with a tie',
        'MONEY prizes',
        'BONUS prizes',
        'POINTS prizes',
        'joins',
        'joins repeated',
        'rounds settled later',
      ])
        expect(reached[path] ?? 0, `${path} in ${JSON.stringify(reached)}`).toBeGreaterThan(0);
    },
  );
});

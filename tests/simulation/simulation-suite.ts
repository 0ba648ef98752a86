/**
 * The ledger simulation in `npm test`: SIM_SEEDS seeds (default 1,000) × SIM_STEPS steps (default
 * 200), half of them in each wallet mode, in two test files (odd and even hundreds) so the two
 * cores run them side by side. `SIM_SEED=<n>` replays one seed (the failure message prints it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { digestInTurn } from './digest-in-turn';
import { migratedDatabase, openDatabase } from './d1-sqljs';
import { prepareTemplate, runSimulation, type SimulationReport } from './ledger-simulation';

const SEEDS = Number(process.env.SIM_SEEDS ?? 1000);
const STEPS = Number(process.env.SIM_STEPS ?? 200);
const ONLY = process.env.SIM_SEED === undefined ? null : Number(process.env.SIM_SEED);
const BATCH = 100;

const templates = new Map<string, Uint8Array>();
async function template(mode: 'SINGLE' | 'TRANSFER'): Promise<Uint8Array> {
  let bytes = templates.get(mode);
  if (!bytes) {
    const db = await migratedDatabase();
    prepareTemplate(db, mode);
    bytes = db.export();
    db.close();
    templates.set(mode, bytes);
  }
  return bytes;
}

async function simulate(seed: number): Promise<SimulationReport> {
  const database = await openDatabase(await template(seed % 2 === 0 ? 'SINGLE' : 'TRANSFER'));
  try {
    return await runSimulation({ seed, steps: STEPS, database });
  } finally {
    database.close();
  }
}

/** The suite of one part: batches of BATCH seeds, every `parts`-th batch starting at batch `part`. */
export function simulationSuite(part: number, parts: number) {
  describe(`ledger simulation (part ${part + 1} of ${parts})`, () => {
    beforeEach(digestInTurn);
    if (ONLY !== null) {
      if (part !== 0) return;
      it(`seed ${ONLY}`, async () => {
        const report = await simulate(ONLY);
        expect(report.commands).toBeGreaterThan(STEPS);
      });
      return;
    }
    for (let first = 1 + part * BATCH; first <= SEEDS; first += parts * BATCH) {
      const last = Math.min(SEEDS, first + BATCH - 1);
      it(`seeds ${first}–${last} keep every invariant`, { timeout: 300_000 }, async () => {
        const totals = { commands: 0, lostAnswers: 0, crashes: 0, refusals: 0, limitsAccepted: 0, limitsRefused: 0, limitsHeld: 0 };
        const refusedBy: Record<string, number> = {};
        const bonuses: Record<string, number> = {};
        for (let seed = first; seed <= last; seed++) {
          const report = await simulate(seed);
          totals.commands += report.commands;
          totals.lostAnswers += report.lostAnswers;
          totals.crashes += report.crashes;
          totals.refusals += report.refusals;
          totals.limitsAccepted += report.limits.accepted;
          totals.limitsRefused += report.limits.refused;
          totals.limitsHeld += report.limits.held;
          for (const [code, n] of Object.entries(report.refusedBy)) refusedBy[code] = (refusedBy[code] ?? 0) + n;
          for (const [status, n] of Object.entries(report.bonuses)) bonuses[status] = (bonuses[status] ?? 0) + n;
        }
        // The faults really happened (a simulation that injects nothing proves nothing).
        expect(totals.lostAnswers).toBeGreaterThan(0);
        expect(totals.crashes).toBeGreaterThan(0);
        expect(totals.refusals).toBeGreaterThan(0);
        // The players' limits judged movements every way (limits-model.ts).
        expect(totals.limitsAccepted).toBeGreaterThan(0);
        expect(totals.limitsRefused).toBeGreaterThan(0);
        // A cancelled order paid later past a limit was held, not credited.
        expect(totals.limitsHeld).toBeGreaterThan(0);
        expect(totals.commands).toBeGreaterThan((last - first + 1) * STEPS);
        // The bonus wallet's rules were reached every way (docs/decisions/067): stakes above the
        // maximum and unconfirmed withdrawals refused, and grants ending in each way.
        expect(refusedBy['bonus.max_stake'] ?? 0).toBeGreaterThan(0);
        expect(refusedBy['bonus.forfeit_required'] ?? 0).toBeGreaterThan(0);
        for (const status of ['QUEUED', 'ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED', 'SPENT']) expect(bonuses[status] ?? 0, status).toBeGreaterThan(0);
      });
    }
  });
}

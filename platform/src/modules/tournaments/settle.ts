/**
 * A run's end (docs/decisions/066-tournaments.md): settled by whoever comes first after its end (a
 * page's read, the minute's sweep, the operator's end), in steps that can each be repeated:
 * 1. claimed: OPEN → SETTLING (one claimant; a claim older than a minute is taken over by the sweep);
 * 2. ranked: every entrant with a score gets a final rank in one statement, by the ranking
 *    (rules.ts: score, then who reached it first), and each rank of the prize table its prize;
 * 3. funded: the house pays into the run's account what its money prizes need beyond its buy-ins,
 *    or takes what the buy-ins leave (one entry, keyed by the run);
 * 4. paid: each prize in its winner's wallet lock (ledger/tournament-commands.ts, once each);
 * 5. FINISHED once no prize is left unpaid; the board is told once more (each winner's streams heard
 *    their final standing with the prize's balance), and the entrants by push (push.ts).
 * Rounds settled after the end score nothing (score.ts reads only runs still open and in time).
 */
import type { Env } from '../../env';
import { loadWalletSettings } from '../ledger/settings';
import { brandAccount, entryPosted, move, postingStatements, balanceOf } from '../ledger/journal';
import { runAccount } from '../ledger/tournament-commands';
import { walletGate } from '../wallet/wallet-gate';
import { announceBoards } from './announce';
import { tellEnd } from './push';
import { prizesOf, RANK_ORDER, type TournamentRow } from './rules';

/** A claim left SETTLING this long (its Worker died) is taken over. */
export const STALE_SETTLING_MS = 60_000;

/** Settles the runs that have ended (of one brand, or all), at most `limit`; answers how many finished. */
export async function settleEndedRuns(env: Env, now: number, merchant: string | null = null, limit = 20): Promise<number> {
  // By the index tournaments_due (state, ends_at): the runs due, not the history (a brand's own when named).
  const brand = merchant === null ? '' : 'AND merchant_code = ?4';
  const { results } = await env.DB.prepare(
    `SELECT * FROM (
       SELECT * FROM tournaments WHERE state = 'OPEN' AND ends_at <= ?1 ${brand}
       UNION ALL
       SELECT * FROM tournaments WHERE state = 'SETTLING' AND settled_at <= ?2 ${brand}
     ) ORDER BY ends_at LIMIT ?3`,
  )
    .bind(...[now, now - STALE_SETTLING_MS, limit, ...(merchant === null ? [] : [merchant])])
    .all<TournamentRow>();
  let finished = 0;
  for (const run of results) if (await settleRun(env, run, now)) finished += 1;
  return finished;
}

/** Settles one run (claimed here, or taken over); answers whether it finished. */
export async function settleRun(env: Env, run: TournamentRow, now: number): Promise<boolean> {
  const db = env.DB;
  const claim = await db
    .prepare(
      `UPDATE tournaments SET state = 'SETTLING', settled_at = ?2
        WHERE id = ?1 AND ((state = 'OPEN' AND ends_at <= ?2) OR (state = 'SETTLING' AND settled_at <= ?3))`,
    )
    .bind(run.id, now, now - STALE_SETTLING_MS)
    .run();
  if ((claim.meta.changes ?? 0) === 0) return false;
  const prizes = prizesOf(run.prizes);
  const order = RANK_ORDER.split(', ')
    .map((key) => `x.${key}`)
    .join(', ');
  await db.batch([
    db
      .prepare(
        `UPDATE tournament_entries SET final_rank = r.rn
           FROM (SELECT x.account_id, ROW_NUMBER() OVER (ORDER BY ${order}) AS rn FROM tournament_entries x WHERE x.tournament_id = ?1 AND x.score > 0) r
          WHERE tournament_entries.tournament_id = ?1 AND tournament_entries.account_id = r.account_id AND tournament_entries.final_rank IS NULL`,
      )
      .bind(run.id),
    ...prizes.map((prize) =>
      db
        .prepare(
          `UPDATE tournament_entries SET prize_kind = ?4, prize_amount = ?5, prize_turnover = ?6
            WHERE tournament_id = ?1 AND final_rank BETWEEN ?2 AND ?3 AND prize_kind IS NULL`,
        )
        .bind(run.id, prize.from, prize.to, prize.kind, prize.amount, prize.kind === 'BONUS' ? prize.turnover : null),
    ),
  ]);
  await fundRun(env, run, now);
  const { results: winners } = await db
    .prepare('SELECT account_id FROM tournament_entries WHERE tournament_id = ?1 AND prize_kind IS NOT NULL AND paid_at IS NULL ORDER BY final_rank')
    .bind(run.id)
    .all<{ account_id: number }>();
  const gate = walletGate(env);
  let unpaid = 0;
  for (const winner of winners) {
    const paid = await gate
      .execute({ op: 'tournament.prize', merchant: run.merchant_code, accountId: winner.account_id, tournamentId: run.id })
      .catch((error: unknown) => ({ ok: false as const, code: String(error) }));
    if (!paid.ok) {
      unpaid += 1;
      console.warn('tournament prize not paid', run.code, winner.account_id, paid.code);
    }
  }
  // A prize left unpaid keeps the run SETTLING: the sweep takes it over after STALE_SETTLING_MS.
  if (unpaid) return false;
  const finished = await db.prepare("UPDATE tournaments SET state = 'FINISHED', settled_at = ?2 WHERE id = ?1 AND state = 'SETTLING'").bind(run.id, now).run();
  // A settler that took over from a slow one: whoever finished it tells of it, once.
  if ((finished.meta.changes ?? 0) === 0) return true;
  // The final board to the public streams (each winner's streams heard their standing with the prize's balance),
  // and each entrant who asked for it, by push.
  await announceBoards(env, run.merchant_code, [run.code], now).catch((error: unknown) => console.warn('tournament results not told', run.code, error));
  await tellEnd(env, run);
  return true;
}

/** The house tops the run's account up to its money prizes, or takes what its buy-ins leave over (one entry, keyed by the run). */
async function fundRun(env: Env, run: TournamentRow, now: number): Promise<void> {
  const key = `tournament-fund:${run.id}`;
  if (await entryPosted(env.DB, run.merchant_code, key)) return;
  const [owed, held, settings] = await Promise.all([
    env.DB.prepare("SELECT COALESCE(SUM(prize_amount), 0) AS total FROM tournament_entries WHERE tournament_id = ?1 AND prize_kind = 'MONEY'")
      .bind(run.id)
      .first<{ total: number }>(),
    balanceOf(env.DB, run.merchant_code, runAccount(run.code)),
    loadWalletSettings(env.DB, run.merchant_code),
  ]);
  const gap = (owed?.total ?? 0) - held;
  if (gap === 0) return;
  const books = { db: env.DB, merchant: run.merchant_code, currency: settings.currency, now };
  const lines = gap > 0 ? move(brandAccount('HOUSE'), runAccount(run.code), gap) : move(runAccount(run.code), brandAccount('HOUSE'), -gap);
  await env.DB.batch(postingStatements(books, { kind: 'TOURNAMENT_PRIZE', key, reference: `tournament:${run.code}`, lines }));
}

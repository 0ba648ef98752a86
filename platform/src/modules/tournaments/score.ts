/**
 * What a settled round does to the brand's tournaments, inside the player's wallet lock and in the
 * settlement's own batch (ledger/bet-commands.ts; docs/decisions/066-tournaments.md):
 * - the run of each active series that holds this moment is made if it is not yet (the period
 *   decides its code, so a second maker changes nothing);
 * - each running run that covers the game scores the round for the member: an AUTO run enters the
 *   member with it (never a member under an exclusion), an OPT_IN or BUY_IN run only a member who
 *   joined before staking it; a round staked before the run's start, or under its minimum stake,
 *   scores nothing;
 * - a run whose board changed is marked told at most every ANNOUNCE_EVERY_MS (announce.ts tells).
 * Only settled rounds score, at their settlement: a cancelled or refunded round never settles.
 */
import { covers, poolGames } from '../jackpots/pools';
import { periodAt, roundPoints, runCode, type SeriesRow, type TournamentRow } from './rules';

/** The public board of a run is told at most this often (the member's own standing after each of their rounds). */
export const ANNOUNCE_EVERY_MS = 1000;

/** What the settlement needs to know of the brand's runs now: the running ones, and the series whose current run is not made yet. */
export interface LiveRuns {
  running: Pick<TournamentRow, 'code' | 'entry' | 'scoring' | 'min_stake_minor' | 'games'>[];
  toMake: { series: SeriesRow; code: string; startsAt: number; endsAt: number }[];
}

/** One read (two statements in a batch) of the brand's active series and the runs that hold `now`. */
export async function liveRuns(db: D1Database, merchant: string, now: number): Promise<LiveRuns> {
  const [series, runs] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM tournament_series WHERE merchant_code = ?1 AND active = 1').bind(merchant),
    // A run that holds now is OPEN (a run is claimed only after its end): the index's range, not the brand's history.
    db
      .prepare(
        "SELECT series_id, code, entry, scoring, min_stake_minor, games, state FROM tournaments WHERE merchant_code = ?1 AND state = 'OPEN' AND ends_at > ?2 AND starts_at <= ?2",
      )
      .bind(merchant, now),
  ]);
  const current = (runs?.results ?? []) as unknown as (LiveRuns['running'][number] & { state: string; series_id: number })[];
  const made = new Set(current.map((run) => run.code));
  // A series makes no run over one of its own (its period changed while a run was under way).
  const busy = new Set(current.map((run) => run.series_id));
  const toMake = ((series?.results ?? []) as unknown as SeriesRow[])
    .map((row) => ({ series: row, ...periodAt(row.period_minutes, now) }))
    .map((run) => ({ ...run, code: runCode(run.series.code, run.startsAt) }))
    .filter((run) => !made.has(run.code) && !busy.has(run.series.id));
  const running = [
    ...current.filter((run) => run.state === 'OPEN'),
    // The runs to make score this round too, in the same batch, right after they are made.
    ...toMake.map(({ series: s, code }) => ({ code, entry: s.entry, scoring: s.scoring, min_stake_minor: s.min_stake_minor, games: s.games })),
  ];
  return { running, toMake };
}

/** Makes a series' run for a period (a no-op when it is made). */
export function makeRunStatement(db: D1Database, run: LiveRuns['toMake'][number], now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO tournaments (merchant_code, series_id, code, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, starts_at, ends_at, created_at)
       SELECT merchant_code, id, ?3, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, ?4, ?5, ?6
         FROM tournament_series WHERE merchant_code = ?1 AND id = ?2 AND active = 1
       ON CONFLICT (merchant_code, code) DO NOTHING`,
    )
    .bind(run.series.merchant_code, run.series.id, run.code, run.startsAt, run.endsAt, now);
}

export interface SettledRound {
  merchant: string;
  accountId: number;
  roundId: string;
  stakeMinor: number;
  payoutMinor: number;
  game: { gameId: number | null; vendorCode: string; gameType: string };
}

export interface RoundScoring {
  statements: D1PreparedStatement[];
  /** Per run the round scored in: its code, the index of its scoring statement (changed a row: scored) and of its telling mark. */
  runs: { code: string; points: number; scored: number; announce: number }[];
}

/** The statements that score a settled round (to follow the settlement's own, in its batch); indexes are within `statements`. */
export function roundScoring(db: D1Database, live: LiveRuns, round: SettledRound, now: number): RoundScoring {
  const statements: D1PreparedStatement[] = live.toMake.map((run) => makeRunStatement(db, run, now));
  const runs: RoundScoring['runs'] = [];
  for (const run of live.running) {
    if (!covers(poolGames(run.games), round.game)) continue;
    const points = roundPoints(run.scoring, run.min_stake_minor, round);
    if (points === null) continue;
    const best = run.scoring === 'MULTIPLIER';
    const next = best ? 'MAX(score, ?5)' : 'score + ?5';
    const improved = best ? '?5 > score' : '?5 > 0';
    // The round counts when it was staked during the run (and, for a run one joins, after joining: below)
    // and is settled before its end: a bet placed before the start, or before joining, never scores.
    const staked = `(SELECT created_at FROM bets WHERE merchant_code = ?1 AND round_id = ?6)`;
    const theRun = `SELECT id FROM tournaments WHERE merchant_code = ?1 AND code = ?2 AND state = 'OPEN' AND starts_at <= ${staked} AND ends_at > ?4`;
    const bet = `(SELECT id FROM bets WHERE merchant_code = ?1 AND round_id = ?6)`;
    const scored =
      run.entry === 'AUTO'
        ? db
            .prepare(
              // An AUTO run enters the member with their first scoring round, unless an exclusion is in force.
              `INSERT INTO tournament_entries (tournament_id, account_id, merchant_code, joined_at, score, rounds, reached_at, reached_bet)
               SELECT id, ?3, ?1, ?4, ?5, 1, CASE WHEN ?5 > 0 THEN ?4 END, CASE WHEN ?5 > 0 THEN ${bet} END FROM (${theRun})
                WHERE NOT EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.account_id = ?3 AND (x.ends_at IS NULL OR x.ends_at > ?4))
               ON CONFLICT (tournament_id, account_id) DO UPDATE SET
                 rounds = rounds + 1,
                 reached_at = CASE WHEN ${improved.replace('?5', 'excluded.score')} THEN ?4 ELSE reached_at END,
                 reached_bet = CASE WHEN ${improved.replace('?5', 'excluded.score')} THEN ${bet} ELSE reached_bet END,
                 score = ${next.replace('?5', 'excluded.score')}`,
            )
            .bind(round.merchant, run.code, round.accountId, now, points, round.roundId)
        : db
            .prepare(
              `UPDATE tournament_entries SET rounds = rounds + 1,
                 reached_at = CASE WHEN ${improved} THEN ?4 ELSE reached_at END,
                 reached_bet = CASE WHEN ${improved} THEN ${bet} ELSE reached_bet END,
                 score = ${next}
                WHERE tournament_id = (${theRun}) AND account_id = ?3 AND joined_at <= ${staked}`,
            )
            .bind(round.merchant, run.code, round.accountId, now, points, round.roundId);
    const scoredIndex = statements.push(scored) - 1;
    // A round that adds nothing (a losing round of a WIN or MULTIPLIER run) takes no place in the board's throttle.
    if (points === 0) {
      runs.push({ code: run.code, points, scored: scoredIndex, announce: -1 });
      continue;
    }
    const announceIndex =
      statements.push(
        db
          // Right after the scoring statement: changes() is that statement's (nothing scored, nothing told).
          .prepare(
            "UPDATE tournaments SET announced_at = ?3 WHERE merchant_code = ?1 AND code = ?2 AND state = 'OPEN' AND announced_at <= ?4 AND changes() > 0",
          )
          .bind(round.merchant, run.code, now, now - ANNOUNCE_EVERY_MS),
      ) - 1;
    runs.push({ code: run.code, points, scored: scoredIndex, announce: announceIndex });
  }
  return { statements, runs };
}

/** What a settlement did to the tournaments, read from its batch's results. */
export interface TournamentsTouched {
  /** Runs this round scored points in (the member's streams hear their standing). */
  tournaments?: string[];
  /** Runs whose public board is due to be told. */
  announceTournaments?: string[];
}

export function touched(scoring: RoundScoring, results: readonly D1Result[], offset: number): TournamentsTouched {
  const changed = (index: number) => (results[offset + index]?.meta.changes ?? 0) > 0;
  // A round that added nothing (a losing round of a WIN or MULTIPLIER run) moved no standing worth telling.
  const scored = scoring.runs.filter((run) => run.points > 0 && changed(run.scored)).map((run) => run.code);
  const announce = scoring.runs.filter((run) => run.points > 0 && changed(run.scored) && changed(run.announce)).map((run) => run.code);
  return { ...(scored.length ? { tournaments: scored } : {}), ...(announce.length ? { announceTournaments: announce } : {}) };
}

/**
 * Reading tournaments as players see them (routes.ts) and as the live streams are told
 * (announce.ts). Free of the Worker's env: the wallet's object reads a member's standing after a
 * settlement, and the env's types name that object.
 */
import { minorToAmount } from '../../http/params';
import { maskedName } from '../games/masked-name';
import { RANK_ORDER, runState, scoreView, type RunState, type Scoring, type TournamentRow } from './rules';

/** How many entrants a board lists. */
export const BOARD_SIZE = 20;

/** How long a finished run stays in the lobby and in a member's standings. */
export const FINISHED_SHOWN_MS = 7 * 86_400_000;

/**
 * Makes the current and the next run of every active series of the brand (one statement; a run that
 * is made already is left as it is). Its code is the series' and its start in UTC, exactly as
 * rules.ts runCode writes it, so the wallet's settlement and a page read make the same run.
 */
export function ensureRunsStatement(db: D1Database, merchant: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `WITH p AS (
         SELECT s.*, (CAST(?2 AS INTEGER) / (s.period_minutes * 60000)) * (s.period_minutes * 60000) + k.n * s.period_minutes * 60000 AS start
           FROM tournament_series s, (SELECT 0 AS n UNION ALL SELECT 1 AS n) k
          WHERE s.merchant_code = ?1 AND s.active = 1)
       INSERT INTO tournaments (merchant_code, series_id, code, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, starts_at, ends_at, created_at)
       SELECT merchant_code, id, code || '-' || strftime('%Y%m%d%H%M', start / 1000, 'unixepoch'), kind, names, games, entry, buy_in_minor, scoring,
              min_stake_minor, prizes, start, start + period_minutes * 60000, CAST(?2 AS INTEGER)
         FROM p
        -- Never over a run of the same series (its period changed while one was under way or coming).
        WHERE NOT EXISTS (SELECT 1 FROM tournaments x WHERE x.series_id = p.id AND x.starts_at < p.start + p.period_minutes * 60000 AND x.ends_at > p.start
                            AND x.code <> p.code || '-' || strftime('%Y%m%d%H%M', p.start / 1000, 'unixepoch'))
       ON CONFLICT (merchant_code, code) DO NOTHING`,
    )
    .bind(merchant, now);
}

export async function ensureRuns(db: D1Database, merchant: string, now: number): Promise<void> {
  await ensureRunsStatement(db, merchant, now).run();
}

/** The runs the lobby lists: running and coming, and those finished in the last week (newest first among them). */
export async function lobbyRuns(db: D1Database, merchant: string, now: number): Promise<(TournamentRow & { entrants: number })[]> {
  const { results } = await db
    .prepare(
      `SELECT t.*, (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS entrants
         FROM tournaments t
        WHERE t.merchant_code = ?1 AND (t.state <> 'FINISHED' OR t.settled_at > ?2)
        ORDER BY CASE WHEN t.state = 'FINISHED' THEN 1 ELSE 0 END, CASE WHEN t.state = 'FINISHED' THEN -t.ends_at ELSE t.starts_at END, t.id
        LIMIT 50`,
    )
    .bind(merchant, now - FINISHED_SHOWN_MS)
    .all<TournamentRow & { entrants: number }>();
  return results;
}

export async function runByCode(db: D1Database, merchant: string, code: string): Promise<(TournamentRow & { entrants: number }) | null> {
  return db
    .prepare(
      'SELECT t.*, (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS entrants FROM tournaments t WHERE t.merchant_code = ?1 AND t.code = ?2',
    )
    .bind(merchant, code)
    .first<TournamentRow & { entrants: number }>();
}

export interface BoardLine {
  rank: number;
  /** Masked to its first and last letters; null for a member who keeps their wins off public lists. */
  name: string | null;
  score: number;
}

/**
 * A run's board: its top entrants with a score, by the ranking (a finished run by its final ranks).
 * Names are masked as the winner board's are (docs/decisions/064 §6).
 */
export async function board(db: D1Database, run: Pick<TournamentRow, 'id' | 'state' | 'scoring'>, limit = BOARD_SIZE): Promise<BoardLine[]> {
  const order =
    run.state === 'FINISHED'
      ? 'e.final_rank'
      : RANK_ORDER.split(', ')
          .map((key) => `e.${key}`)
          .join(', ');
  const { results } = await db
    .prepare(
      `SELECT e.score, e.final_rank, a.username, a.hide_public_wins FROM tournament_entries e JOIN accounts a ON a.id = e.account_id
        WHERE e.tournament_id = ?1 AND e.score > 0 ${run.state === 'FINISHED' ? 'AND e.final_rank IS NOT NULL' : ''}
        ORDER BY ${order} LIMIT ?2`,
    )
    .bind(run.id, limit)
    .all<{ score: number; final_rank: number | null; username: string; hide_public_wins: number }>();
  return results.map((row, i) => ({
    rank: row.final_rank ?? i + 1,
    name: row.hide_public_wins ? null : maskedName(row.username),
    score: scoreView(run.scoring, row.score),
  }));
}

/** A member's standing in a run, as the pages and the member's stream show it. */
export interface Standing {
  code: string;
  scoring: Scoring;
  state: RunState;
  score: number;
  /** The member's place now (null before their first scoring round); a finished run's final rank. */
  position: number | null;
  entrants: number;
  /** `turnover`: a bonus prize's turnover multiplier (null for money and points). */
  prize: { kind: string; amount: number; paid: boolean; turnover: number | null } | null;
}

interface StandingRow {
  code: string;
  scoring: Scoring;
  starts_at: number;
  ends_at: number;
  state: TournamentRow['state'];
  score: number;
  final_rank: number | null;
  prize_kind: string | null;
  prize_amount: number | null;
  prize_turnover: number | null;
  paid_at: number | null;
  position: number;
  entrants: number;
}

/** The member's standings in the runs they entered (all of them, or the runs named), newest first. */
export async function standings(db: D1Database, merchant: string, accountId: number, now: number, codes: readonly string[] | null = null): Promise<Standing[]> {
  const { results } = await db
    .prepare(
      // Those ahead: a higher score, or the same score reached earlier (the ranking, rules.ts).
      `SELECT t.code, t.scoring, t.starts_at, t.ends_at, t.state, e.score, e.final_rank, e.prize_kind, e.prize_amount, e.prize_turnover, e.paid_at,
              (SELECT COUNT(*) FROM tournament_entries o WHERE o.tournament_id = e.tournament_id AND o.score > 0
                  AND (o.score > e.score OR (o.score = e.score AND (o.reached_at < e.reached_at OR (o.reached_at = e.reached_at AND o.reached_bet < e.reached_bet))))) + 1 AS position,
              (SELECT COUNT(*) FROM tournament_entries o WHERE o.tournament_id = e.tournament_id) AS entrants
         FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id
        WHERE e.account_id = ?2 AND t.merchant_code = ?1 AND (t.state <> 'FINISHED' OR t.settled_at > ?3)
          AND (?4 IS NULL OR t.code IN (SELECT value FROM json_each(?4)))
        ORDER BY t.ends_at DESC LIMIT 50`,
    )
    .bind(merchant, accountId, now - FINISHED_SHOWN_MS, codes ? JSON.stringify(codes) : null)
    .all<StandingRow>();
  return results.map((row) => ({
    code: row.code,
    scoring: row.scoring,
    state: runState(row, now),
    score: scoreView(row.scoring, row.score),
    position: row.state === 'FINISHED' ? row.final_rank : row.score > 0 ? row.position : null,
    entrants: row.entrants,
    prize:
      row.prize_kind && row.prize_amount !== null
        ? {
            kind: row.prize_kind,
            amount: row.prize_kind === 'POINTS' ? row.prize_amount : minorToAmount(row.prize_amount),
            paid: row.paid_at !== null,
            turnover: row.prize_kind === 'BONUS' ? (row.prize_turnover ?? 0) : null,
          }
        : null,
  }));
}

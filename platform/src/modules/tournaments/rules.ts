/**
 * A tournament's rules, pure (docs/decisions/066-tournaments.md): what a settled round scores, how
 * scores combine, how entrants are ranked, which prize a rank wins and which run a moment belongs
 * to. The wallet's settlement (score.ts), the settlement of a run (settle.ts) and the pages' answers
 * (store.ts) all read these, and the reconciliation harness recomputes with them.
 */
import { minorToAmount } from '../../http/params';

export const SCORINGS = ['STAKE', 'WIN', 'MULTIPLIER', 'ROUNDS'] as const;
export type Scoring = (typeof SCORINGS)[number];
export const ENTRIES = ['AUTO', 'OPT_IN', 'BUY_IN'] as const;
export type Entry = (typeof ENTRIES)[number];
export const PRIZE_KINDS = ['MONEY', 'BONUS', 'POINTS'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export type TournamentKind = 'TOURNAMENT' | 'RACE';

/** One line of a prize table: each rank from `from` to `to` wins `amount` (minor units, or points). */
export interface Prize {
  from: number;
  to: number;
  kind: PrizeKind;
  amount: number;
  /** A bonus prize's turnover requirement, × its amount. */
  turnover: number;
}

/** The rules a series sets and each of its runs copies (migration 0049). */
interface RunRules {
  merchant_code: string;
  code: string;
  kind: TournamentKind;
  names: string;
  games: string;
  entry: Entry;
  buy_in_minor: number;
  scoring: Scoring;
  min_stake_minor: number;
  prizes: string;
}

/** A run as stored. */
export interface TournamentRow extends RunRules {
  id: number;
  series_id: number;
  starts_at: number;
  ends_at: number;
  state: 'OPEN' | 'SETTLING' | 'FINISHED';
  settled_at: number | null;
  announced_at: number;
  created_at: number;
}

/** A series as stored: what each of its runs copies, and how long a run lasts. */
export interface SeriesRow extends RunRules {
  id: number;
  period_minutes: number;
  active: number;
}

/** The most ranks a prize table pays: a settlement pays each in its winner's wallet lock. */
export const MAX_PRIZE_RANKS = 500;

/** A prize table as stored, checked: lines in rank order that do not overlap; a malformed value pays nothing. */
export function prizesOf(raw: string): Prize[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: Prize[] = [];
  for (const item of value as Record<string, unknown>[]) {
    const from = Number(item?.from);
    const to = Number(item?.to);
    const amount = Number(item?.amount);
    const kind = item?.kind as PrizeKind;
    const turnover = kind === 'BONUS' ? Number(item?.turnover ?? 0) : 0;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from || to > MAX_PRIZE_RANKS) return [];
    if (!Number.isSafeInteger(amount) || amount <= 0 || !PRIZE_KINDS.includes(kind)) return [];
    if (!Number.isSafeInteger(turnover) || turnover < 0 || turnover > 100) return [];
    lines.push({ from, to, kind, amount, turnover });
  }
  lines.sort((a, b) => a.from - b.from);
  for (let i = 1; i < lines.length; i++) if ((lines[i]?.from ?? 0) <= (lines[i - 1]?.to ?? 0)) return [];
  return lines;
}

/** Why a prize table cannot be stored, or null (the operator's route). */
export function prizesProblem(prizes: readonly Prize[]): string | null {
  if (!prizes.length) return 'prizes: at least one line';
  return prizesOf(JSON.stringify(prizes)).length === prizes.length ? null : 'prizes: ranks from 1 to 500, in order, without overlap; amounts above 0';
}

/** The prize of a final rank, or null. */
export function prizeFor(prizes: readonly Prize[], rank: number): Prize | null {
  return prizes.find((line) => rank >= line.from && rank <= line.to) ?? null;
}

/** The money a prize table pays in full (every rank filled), in minor units. */
export function moneyPrizesTotal(prizes: readonly Prize[]): number {
  return prizes.filter((line) => line.kind === 'MONEY').reduce((sum, line) => sum + line.amount * (line.to - line.from + 1), 0);
}

/**
 * What one settled round gives a score, or null when it scores nothing (a stake under the minimum).
 * MULTIPLIER is the round's win ÷ stake in hundredths, rounded down.
 */
export function roundPoints(scoring: Scoring, minStakeMinor: number, round: { stakeMinor: number; payoutMinor: number }): number | null {
  if (round.stakeMinor <= 0 || round.stakeMinor < minStakeMinor) return null;
  switch (scoring) {
    case 'STAKE':
      return round.stakeMinor;
    case 'WIN':
      return round.payoutMinor;
    case 'MULTIPLIER':
      return Math.floor((round.payoutMinor * 100) / round.stakeMinor);
    case 'ROUNDS':
      return 1;
  }
}

/** A score after a round's points: the best round for MULTIPLIER, else the sum. */
export function combine(scoring: Scoring, score: number, points: number): number {
  return scoring === 'MULTIPLIER' ? Math.max(score, points) : score + points;
}

/** An entrant's standing for ranking: higher scores first, then who reached the score first (time, then round). */
export interface Standing {
  accountId: number;
  score: number;
  reachedAt: number | null;
  reachedBet: number | null;
}

export function compareStandings(a: Standing, b: Standing): number {
  return b.score - a.score || (a.reachedAt ?? Infinity) - (b.reachedAt ?? Infinity) || (a.reachedBet ?? Infinity) - (b.reachedBet ?? Infinity);
}

/** The SQL order of the same ranking (tournament_entries_board), for reads and the settlement. */
export const RANK_ORDER = 'score DESC, reached_at, reached_bet';

/** The run of a series that holds `at`: periods follow each other from the epoch (UTC). */
export function periodAt(periodMinutes: number, at: number): { startsAt: number; endsAt: number } {
  const length = periodMinutes * 60_000;
  const startsAt = Math.floor(at / length) * length;
  return { startsAt, endsAt: startsAt + length };
}

/** A run's code: its series' and its start in UTC ("SLOTS-RACE-202611301000"). */
export function runCode(seriesCode: string, startsAt: number): string {
  const iso = new Date(startsAt).toISOString();
  return `${seriesCode}-${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** Where a run stands at `now`, as players see it. */
export type RunState = 'UPCOMING' | 'RUNNING' | 'ENDED' | 'FINISHED';

export function runState(run: Pick<TournamentRow, 'starts_at' | 'ends_at' | 'state'>, now: number): RunState {
  if (run.state === 'FINISHED') return 'FINISHED';
  if (now < run.starts_at) return 'UPCOMING';
  return now < run.ends_at && run.state === 'OPEN' ? 'RUNNING' : 'ENDED';
}

/** A score as the protocol answers it: money in wire amounts, a multiplier as a number (12.5 = ×12.50), rounds as a count. */
export function scoreView(scoring: Scoring, score: number): number {
  if (scoring === 'ROUNDS') return score;
  if (scoring === 'MULTIPLIER') return score / 100;
  return minorToAmount(score);
}

/** A prize table line as the protocol answers it. */
export function prizeView(prize: Prize) {
  return {
    fromRank: prize.from,
    toRank: prize.to,
    kind: prize.kind,
    amount: prize.kind === 'POINTS' ? prize.amount : minorToAmount(prize.amount),
    turnoverMultiplier: prize.kind === 'BONUS' ? prize.turnover : null,
  };
}

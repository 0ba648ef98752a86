/**
 * Telling the live streams about tournaments (docs/decisions/040, 066): after a settlement's commit,
 * the member's own streams hear their standing in each run the round scored in (with the balance:
 * wallet/live-hub.ts), and the brand's public streams a run's board at most every second (score.ts
 * ANNOUNCE_EVERY_MS) and once more when the run is settled. Like every live event it is a hint: a page read is the figure of record.
 */
import { publishToShards, type SiteHub } from '../live/site-frames';
import { board, runByCode } from './store';
import { runState } from './rules';

/** What telling needs of the Worker's env, named by shape (the wallet's object cannot import the env's type). */
export interface AnnounceEnv {
  DB: D1Database;
  BRAND_EVENTS?: SiteHub;
}

/** Each run's board to every shard of the brand's public hub. */
export async function announceBoards(env: AnnounceEnv, merchant: string, codes: readonly string[], now: number): Promise<void> {
  const namespace = env.BRAND_EVENTS;
  if (!namespace) return;
  for (const code of codes) {
    const run = await runByCode(env.DB, merchant, code);
    if (!run) continue;
    const top = await board(env.DB, run);
    await publishToShards(namespace, merchant, { type: 'leaderboard', code, scoring: run.scoring, state: runState(run, now), entrants: run.entrants, top });
  }
}

/** The runs a money command's answer says were scored in and are due to be told (ledger/bet-commands.ts). */
export function tournamentsTouched(value: unknown): { scored: string[]; announce: string[] } {
  const answer = (typeof value === 'object' && value !== null ? value : {}) as { tournaments?: unknown; announceTournaments?: unknown };
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { scored: list(answer.tournaments), announce: list(answer.announceTournaments) };
}

import type { AppLoadContext } from '@remix-run/cloudflare';
import { FrameTournamentsQuery } from './tournaments.queries.server';

/** A running run a game counts in, for the game frame's line (FrameStanding). */
export interface FrameRace {
  code: string;
  name: string;
  scoring: 'STAKE' | 'WIN' | 'MULTIPLIER' | 'ROUNDS';
  /** The member's place when the page was read (null: not in it yet, or no score yet). */
  position: number | null;
  score: number | null;
  entrants: number;
  joined: boolean;
}

/**
 * The running runs this game counts in (by its type, provider or id), for a member playing it for
 * real: the frame shows the member's place in each they are in, moving live as they play. A read
 * that fails leaves the frame without the line (the game plays on).
 */
export async function frameRaces(context: AppLoadContext, game: { id: string; gameType: string; vendor: string }): Promise<FrameRace[]> {
  if (!context.session) return [];
  const { data } = await context.graphql(FrameTournamentsQuery);
  return (data?.tournaments ?? [])
    .filter((run) => run.state === 'RUNNING')
    .filter(
      (run) =>
        run.gameTypes.some((type) => type.code === game.gameType) ||
        run.vendors.some((vendor) => vendor.code === game.vendor) ||
        run.games.some((one) => one.id === game.id),
    )
    .map((run) => ({
      code: run.code,
      name: run.name,
      scoring: run.scoring,
      position: run.mine?.position ?? null,
      score: run.mine?.score ?? null,
      entrants: run.mine?.entrants ?? 0,
      joined: Boolean(run.mine),
    }));
}

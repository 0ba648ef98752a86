import type { GameCardFragment } from '../../graphql/generated/graphql';

export type LaunchMode = 'real' | 'trial';

export interface LaunchRequest {
  game: Pick<GameCardFragment, 'id' | 'vendor' | 'gameType' | 'launchKind'>;
  mode: LaunchMode;
  isLoggedIn: boolean;
  /** Where to come back to after logging in. */
  returnTo: string;
}

/**
 * The one place that decides where starting a game leads. Logged out, every start (free trial
 * included) leads to the login route and back. Starting a game for a session is completed with
 * the game lobby; until then this is where it will branch by vendor (lottery routes, vendor
 * lobbies, the game window).
 */
export function gameLaunchHref({ game, mode, isLoggedIn, returnTo }: LaunchRequest): string {
  if (!isLoggedIn) return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
  const params = new URLSearchParams({ mode });
  return `/play/${encodeURIComponent(game.id)}?${params}`;
}

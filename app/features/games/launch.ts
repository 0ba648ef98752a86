import type { GameCardFragment } from '../../graphql/generated/graphql';
import { useShell } from '../shell/use-shell';

export type LaunchMode = 'real' | 'trial';

/** Who is starting the game. */
export interface Viewer {
  isLoggedIn: boolean;
  isTrial: boolean;
}

export interface LaunchRequest {
  game: Pick<GameCardFragment, 'id' | 'vendor' | 'gameType' | 'launchKind'>;
  mode: LaunchMode;
  viewer: Viewer;
  /** Where to come back to after logging in. */
  returnTo: string;
}

/** The visitor as the shell knows them. */
export function useViewer(): Viewer {
  const me = useShell()?.shell?.me;
  return { isLoggedIn: Boolean(me), isTrial: Boolean(me?.isTrial) };
}

/**
 * The one place that decides where starting a game leads (spec §4). Logged out, every start (free
 * trial included) leads to the login route and back; a trial account starting a real-money game
 * gets the need-a-real-account prompt. Starting a game for a session is completed with the game
 * lobby; until then this is where it will branch by vendor (lottery routes, vendor lobbies, the
 * game window).
 */
export function gameLaunchHref({ game, mode, viewer, returnTo }: LaunchRequest): string {
  if (!viewer.isLoggedIn) return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
  if (viewer.isTrial && mode === 'real') return '/real-account-needed';
  const params = new URLSearchParams({ mode });
  return `/play/${encodeURIComponent(game.id)}?${params}`;
}

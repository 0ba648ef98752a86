/**
 * The mini-game dialog's shared pieces (the server side is mini-game.server.ts): its search
 * parameters, its game, and where a launched mini game goes.
 */
import { hrefWith, hrefWithout } from '#app/components/href';
import { safeRedirectPath } from '#app/kernel/safe-redirect';

/** A game's node id as an address carries it (the game frame route and the mini-game dialog check it alike). */
export const NODE_ID = /^[0-9]{1,18}$/;

export const MINI_GAME_TYPE = 'MINI';
/** The search parameters of the dialog, in one place (the launch sets them, closing removes them). */
export const MINI_PARAMS = { game: 'miniGame', frame: 'miniFrame', mode: 'miniMode' } as const;

/** Where a launched mini game goes: the page it was started from, with the dialog's parameters. */
export function miniGameHref(back: string, game: { id: string }, frame: string, mode: 'real' | 'trial'): string {
  const url = new URL(back, 'http://portal.invalid');
  return hrefWith(url.pathname, url.search, { [MINI_PARAMS.game]: game.id, [MINI_PARAMS.frame]: frame, [MINI_PARAMS.mode]: mode });
}

/**
 * Where closing the dialog leads: the page without the dialog's parameters, and only ever a path of
 * this site (an address such as `//elsewhere.example/?miniGame=…` reaches the catch-all route, and
 * its close link must not lead there).
 */
export function miniCloseHref(url: URL): string {
  return safeRedirectPath(hrefWithout(url.pathname, url.search, ...Object.values(MINI_PARAMS)));
}

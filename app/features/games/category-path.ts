import { GAME_CENTRE_TYPES } from './lobby-routes';
import { href } from '#app/kernel/href';

/**
 * The named lobby routes (./lobby-routes.ts) whose path is not the category page of the game type
 * it spells: `/lott` is the e-lottery's page, `/bg` the bingo type's, `/pp` one vendor's slots.
 * Written out so that the navigation and the home page, on every first visit, do not load the whole
 * route table; lobby-routes.test.ts checks it against the table.
 */
export const TAKEN_CATEGORY_PATHS: readonly string[] = [
  'new',
  'rou',
  'jp',
  'bac',
  'horse',
  'jl',
  'bg',
  'bgs',
  'pg',
  'jdb',
  'ss',
  'evo',
  'pp',
  'megaway',
  'crash',
  'lott',
  'seamless',
];

/**
 * The lobby page of a navigation category: `/<type>` (the category route), except where the spec
 * gave that name to a named route with another filter: `/lott` is the e-lottery's page, so the
 * lottery category opens `/gameCenter/lott` (its vendor links once showed no games).
 */
export function categoryPath(gameType: string): string {
  const path = gameType.toLowerCase();
  if (!TAKEN_CATEGORY_PATHS.includes(path)) return href('/:category', { category: path });
  return href((GAME_CENTRE_TYPES as readonly string[]).includes(gameType) ? '/gameCenter/:gameType' : '/gameListCenter/:gameType', { gameType: path });
}

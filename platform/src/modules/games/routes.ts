import { relay, type BrandRoute } from '../../http/routes';
import { addFavorite, favoriteIds, favoriteList, recentGames, removeFavorite } from './favorites';
import { gameList } from './gameList';
import { hotGames } from './hotGames';
import { gameMenus, newGameVendor, vassGameType } from './menus';
import { winnerBoard } from './winnerBoard';

export const gameRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/lgw/games/game_menus', faultKey: '/lgw/games/game_menus', methods: { GET: gameMenus } },
  { kind: 'brand', ...relay('GCSGAME_hotGamesV2'), methods: { POST: hotGames } },
  { kind: 'brand', ...relay('GCSGAME_newGameVendor'), methods: { GET: newGameVendor } },
  { kind: 'brand', ...relay('GCSGAME_getVassGameType'), methods: { GET: vassGameType } },
  // GET only: the legacy platform refuses POST here with #459.
  { kind: 'brand', ...relay('GCSGAME_gameList'), methods: { GET: gameList } },
  { kind: 'brand', ...relay('ODSFE2_getWinnerBoard'), methods: { POST: winnerBoard } },
  // A member's favourites and recent games (favorites.ts).
  { kind: 'brand', ...relay('MCSFE_getFavoriteGames'), methods: { GET: favoriteIds } },
  { kind: 'brand', ...relay('MCSFE_getFavoriteGamesList'), methods: { GET: favoriteList } },
  { kind: 'brand', ...relay('MCSFE_addFavoriteGameV2'), methods: { POST: addFavorite } },
  { kind: 'brand', ...relay('MCSFE_removeFavoriteGameV2'), methods: { DELETE: removeFavorite } },
  { kind: 'brand', ...relay('GCS_recentGame'), methods: { GET: recentGames } },
];

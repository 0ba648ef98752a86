import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { LobbyPage, lobbyMeta, lobbyShouldRevalidate } from '../features/games/LobbyPage';
import { loadCentre } from '../features/games/lobby-route.server';

/** /gameListCenter/:gameType (spec §2, §9): the configured game types, lowercase in the path. */
export const loader = (args: LoaderFunctionArgs) => loadCentre(args, 'gameListCentre');
export const meta = lobbyMeta;
export const shouldRevalidate = lobbyShouldRevalidate;
export default LobbyPage;

import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { LobbyPage, lobbyMeta, lobbyShouldRevalidate } from '../features/games/LobbyPage';
import { loadNamedLobby } from '../features/games/lobby-route.server';

/** /evo: see features/games/lobby-routes.ts and docs/decisions/020-lobby-routes.md. */
export const loader = (args: LoaderFunctionArgs) => loadNamedLobby(args, 'evo');
export const meta = lobbyMeta;
export const shouldRevalidate = lobbyShouldRevalidate;
export default LobbyPage;

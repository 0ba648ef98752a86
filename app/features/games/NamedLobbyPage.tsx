import type { LinksFunction } from '@remix-run/cloudflare';
import { Lobby, lobbyMeta, lobbyShouldRevalidate } from './Lobby';
import { loadNamedLobby } from './lobby-route.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

/** The lobby's named routes (/bac, /jp, /pp, /seamless…): one page for every row of LOBBY_ROUTES (lobby-routes.ts; ADR 020). */
export const loader = loadNamedLobby;
export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];
export const shouldRevalidate = lobbyShouldRevalidate;
export default Lobby;

import type { LinksFunction } from '@remix-run/cloudflare';
import { Lobby, lobbyMeta, lobbyShouldRevalidate } from './Lobby';
import { loadCentre } from './lobby-route.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

/** /gameCenter/:gameType and /gameListCenter/:gameType: the spec's configured game types, lowercase in the path (docs/spec-index.md#constants-and-limits). */
export const loader = loadCentre;
export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];
export const shouldRevalidate = lobbyShouldRevalidate;
export default Lobby;

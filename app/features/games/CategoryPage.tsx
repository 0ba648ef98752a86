import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Lobby, lobbyMeta, lobbyShouldRevalidate } from './Lobby';
import { loadLobby, lobbyTranslate, type LobbySpec } from './lobby.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

/**
 * /hot (hot games of every type) and each navigation category by its lowercase game type (/rng,
 * /live, /fish…); /rng?page=hotSlots is the hot slots (docs/spec-index.md#screens-and-routes). The other named lobby routes
 * have their own files (features/games/lobby-routes.ts).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const category = (params.category ?? '').toLowerCase();
  if (!/^[a-z0-9_]{1,20}$/.test(category)) throw new Response('Not found', { status: 404 });
  const t = lobbyTranslate(context.locale);
  const hotSlots = category === 'rng' && new URL(request.url).searchParams.get('page') === 'hotSlots';
  const gameType = category.toUpperCase();
  const spec: LobbySpec =
    category === 'hot'
      ? { title: t('nav.hot'), filter: { hot: true }, anyType: true }
      : hotSlots
        ? { title: t('lobby.routes.hotSlots'), filter: { gameType, hot: true }, pageParam: 'pageNo' }
        : { title: (name) => t(`gameTypes.${gameType}`, { defaultValue: name ?? category }), filter: { gameType } };
  const data = await loadLobby(request, context, spec);
  // Unknown categories are not pages; when the navigation itself failed, show the list's error instead.
  if (category !== 'hot' && data.navigationLoaded && !data.categoryFound) throw new Response('Not found', { status: 404 });
  return data;
}

export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];
export const shouldRevalidate = lobbyShouldRevalidate;
export default Lobby;

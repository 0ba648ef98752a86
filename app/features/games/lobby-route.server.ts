import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { centreFilter, GAME_CENTRE_TYPES, GAME_LIST_CENTRE_TYPES, lobbyRouteAt } from './lobby-routes';
import { loadLobby, lobbyTranslate } from './lobby.server';

/** A named lobby route of the table (features/games/lobby-routes.ts), by the address asked. */
export function loadNamedLobby({ request, context }: LoaderFunctionArgs) {
  const route = lobbyRouteAt(new URL(request.url).pathname);
  if (!route) throw new Response('Not found', { status: 404 });
  const t = lobbyTranslate(context.locale);
  return loadLobby(request, context, {
    title: t(`lobby.routes.${route.titleKey}`),
    filter: route.filter,
    anyType: route.anyType,
    search: !route.filter.name,
  });
}

/** /gameListCenter/:gameType and /gameCenter/:gameType: the spec's configured types, lowercase in the path; others are 404. */
export function loadCentre({ request, context, params }: LoaderFunctionArgs) {
  const kind = new URL(request.url).pathname.toLowerCase().startsWith('/gamecenter/') ? 'gameCentre' : 'gameListCentre';
  const type = (params.gameType ?? '').toUpperCase();
  const types: readonly string[] = kind === 'gameCentre' ? GAME_CENTRE_TYPES : GAME_LIST_CENTRE_TYPES;
  if (!types.includes(type) || params.gameType !== params.gameType?.toLowerCase()) throw new Response('Not found', { status: 404 });
  const t = lobbyTranslate(context.locale);
  const typeName = type === 'PP' ? t('lobby.routes.pp') : type === 'EVO' ? t('lobby.routes.evo') : t(`gameTypes.${type}`, { defaultValue: type });
  return loadLobby(request, context, { title: t(`lobby.routes.${kind}`, { type: typeName }), filter: centreFilter(type) });
}

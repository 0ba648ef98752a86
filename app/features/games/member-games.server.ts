import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { sectionOf } from '#app/components/deferred.server';
import { MemberGamesQuery } from './lobby.query.server';
import { readPage } from '#app/components/data-table/table-state';
import { lobbyTranslate, MAX_GAME_PAGE } from './lobby.server';
import { loginRedirect, requireSession } from '#app/kernel/guards.server';
import { HOME_FAVORITES_PAGE_PARAM, HOME_FAVORITES_PAGE_SIZE, HOME_RECENT_GAMES } from './member-games';
import { href } from '#app/kernel/href';

/** Favourites and recent games: 20 per page (docs/spec-index.md#constants-and-limits). */
export const MEMBER_GAMES_PAGE_SIZE = 20;

/** /favorite or /recent (login needed): the member's favourite games (newest first) or recently played ones, 20 per page. */
export async function loadMemberGames({ request, context }: LoaderFunctionArgs) {
  const which = new URL(request.url).pathname.replace(/\/+$/, '').toLowerCase() === href('/recent') ? 'recent' : 'favorite';
  requireSession(request, context);
  const page = readPage(new URL(request.url).searchParams, 'page', MAX_GAME_PAGE);
  const { data, errors } = await context.graphql(MemberGamesQuery, { page, pageSize: MEMBER_GAMES_PAGE_SIZE, favorites: which === 'favorite' });
  const games = (which === 'favorite' ? data?.favoriteGames : data?.recentGames) ?? null;
  if (!games && errors?.some((e) => e.extensions?.code === 'SESSION_ENDED')) throw loginRedirect(request);
  return {
    which,
    title: lobbyTranslate(context.locale)(`lobby.routes.${which}`),
    page,
    games,
  };
}

export type MemberGamesData = Awaited<ReturnType<typeof loadMemberGames>>;

/** The home page's Recent / Favourite tabs: which one is open (`?games=favorite`), its page and its games (members only). */
export function homeMemberGames(url: URL, context: LoaderFunctionArgs['context']) {
  const tab: 'recent' | 'favorite' = url.searchParams.get('games') === 'favorite' ? 'favorite' : 'recent';
  const favorites = tab === 'favorite';
  const page = favorites ? readPage(url.searchParams, HOME_FAVORITES_PAGE_PARAM, MAX_GAME_PAGE) : 1;
  const pageSize = favorites ? HOME_FAVORITES_PAGE_SIZE : HOME_RECENT_GAMES;
  if (!context.session) return { tab, page, pageSize, games: Promise.resolve(null) };
  const result = context.graphql(MemberGamesQuery, { page, pageSize, favorites }, { background: true });
  return { tab, page, pageSize, games: sectionOf(result, favorites ? 'favoriteGames' : 'recentGames') };
}

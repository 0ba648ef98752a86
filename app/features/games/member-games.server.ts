import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { sectionOf } from '../../components/deferred.server';
import { loginRedirect } from '../auth/access.server';
import { translations } from '../../i18n/namespaces.server';
import { MemberGamesQuery } from './lobby.query.server';
import { lobbyTranslate } from './lobby.server';

/** Favourites and recent games: 20 per page (spec §9). */
export const MEMBER_GAMES_PAGE_SIZE = 20;

/** /favorite and /recent: login needed (a guest goes to log in and comes back). */
export async function loadMemberGames({ request, context }: LoaderFunctionArgs, which: 'favorite' | 'recent') {
  if (!context.session) throw loginRedirect(request);
  const page = Math.max(1, Math.min(5000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1));
  const { data, errors } = await context.graphql(MemberGamesQuery, { page, pageSize: MEMBER_GAMES_PAGE_SIZE, favorites: which === 'favorite' });
  const games = (which === 'favorite' ? data?.favoriteGames : data?.recentGames) ?? null;
  if (!games && errors?.some((e) => e.extensions?.code === 'SESSION_ENDED')) throw loginRedirect(request);
  return {
    which,
    title: lobbyTranslate(context.locale)(`lobby.routes.${which}`),
    translations: translations(context.locale, ['lobby']),
    page,
    games,
  };
}

export type MemberGamesData = Awaited<ReturnType<typeof loadMemberGames>>;

/** The home page's Recent / Favourite tabs: which one is open (`?games=favorite`), and its first games (members only). */
export const HOME_MEMBER_GAMES = 10;

export function homeMemberGames(url: URL, context: LoaderFunctionArgs['context']) {
  const tab: 'recent' | 'favorite' = url.searchParams.get('games') === 'favorite' ? 'favorite' : 'recent';
  if (!context.session) return { tab, games: Promise.resolve(null) };
  const favorites = tab === 'favorite';
  const result = context.graphql(MemberGamesQuery, { page: 1, pageSize: HOME_MEMBER_GAMES, favorites }, { background: true });
  return { tab, games: sectionOf(result, favorites ? 'favoriteGames' : 'recentGames') };
}

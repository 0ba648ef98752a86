import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { lobbyMeta, lobbyShouldRevalidate } from '../features/games/LobbyPage';
import { MemberGamesPage } from '../features/games/MemberGamesPage';
import { loadMemberGames } from '../features/games/member-games.server';

/** /favorite (login needed): the member's favourite games, newest first, 20 per page. */
export const loader = (args: LoaderFunctionArgs) => loadMemberGames(args, 'favorite');
export const meta = lobbyMeta;
// A heart changes only itself: an unhearted favourite stays listed (and can be hearted again) until the next visit.
export const shouldRevalidate = lobbyShouldRevalidate;
export default MemberGamesPage;

import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { lobbyMeta } from '../features/games/LobbyPage';
import { MemberGamesPage } from '../features/games/MemberGamesPage';
import { loadMemberGames } from '../features/games/member-games.server';

/** /favorite (login needed): the member's favourite games, newest first, 20 per page. */
export const loader = (args: LoaderFunctionArgs) => loadMemberGames(args, 'favorite');
export const meta = lobbyMeta;
export default MemberGamesPage;

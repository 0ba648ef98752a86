import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { lobbyMeta } from '../features/games/LobbyPage';
import { MemberGamesPage } from '../features/games/MemberGamesPage';
import { loadMemberGames } from '../features/games/member-games.server';

/** /recent (login needed): the member's recently played games, 20 per page. */
export const loader = (args: LoaderFunctionArgs) => loadMemberGames(args, 'recent');
export const meta = lobbyMeta;
export default MemberGamesPage;

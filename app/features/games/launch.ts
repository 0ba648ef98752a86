import type { GameCardFragment } from '#app/graphql/generated/graphql';
import { useShell } from '#app/kernel/use-shell';
import { loginHref } from '#app/kernel/access';
import { lotteryPrizeMode, SEA_LOTTERY_VENDOR, VN_LOTTO_VENDOR, type NavigationCategory } from './prize-mode';
import { href } from '#app/kernel/href';

export type LaunchMode = 'real' | 'trial';

/** Who is starting the game. */
export interface Viewer {
  isLoggedIn: boolean;
  isTrial: boolean;
  /** The brand offers guests free trials (FREEPLAY3, the spec's hasFreePlay; ADR 036). */
  guestTrials: boolean;
}

/** Whether the visitor is offered the game's free trial: a game with one, to a member, or to a guest where the brand allows it. */
export const offersFreeTrial = (game: Pick<LaunchableGame, 'hasFreeTrial'>, viewer: Viewer) =>
  Boolean(game.hasFreeTrial) && (viewer.isLoggedIn || viewer.guestTrials);

/** What starting a game needs to know about it (every list of games has these). */
export type LaunchableGame = Pick<GameCardFragment, 'id' | 'name' | 'vendor' | 'gameType' | 'launchKind' | 'hasFreeTrial'> & {
  /** The vendor's code for the game: the lottery pages open a lottery game by it. */
  gameCode?: string | null;
};

export interface LaunchRequest {
  game: LaunchableGame;
  mode: LaunchMode;
  viewer: Viewer;
  /** Where the player comes back to: after logging in, and from the game frame's back control. */
  returnTo: string;
  /** The main navigation's categories with their vendors (the prize-mode rule reads them). */
  navigation?: readonly NavigationCategory[] | null;
  /** Inside the vendor's popup game list: its games start themselves instead of opening it again. */
  inLobby?: boolean;
}

/**
 * Where a start leads. A `link` goes somewhere first (the login modal, the need-a-real-account
 * prompt, a lottery page, the vendor's popup game list, a PVP game's rooms); a `launch` posts the
 * launch form to `action` (the game frame route), which starts the game and opens it.
 */
export type LaunchTarget = { kind: 'link'; href: string } | { kind: 'launch'; action: string; mode: LaunchMode };

const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);

/** A query without its empty values (an empty game code or return address is left out, not sent empty). */
const filled = (query: Record<string, string | null | undefined>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value));

/**
 * The game frame route of a game: `/play/<nodeId>?from=<where to come back to>`. Its GET shows
 * the game's start page (Play, Free trial) and never starts anything; its POST starts the game and
 * comes back to the same address with the game's page to frame.
 */
export function playPath(game: Pick<LaunchableGame, 'id'>, returnTo: string): string {
  return href('/play/:nodeId', { nodeId: game.id }, { search: filled({ from: returnTo }) });
}

/** The vendor's popup game list (sports, esports and cockfight lobbies), or a PVP game's rooms (`rooms`). */
export function lobbyPath(game: Pick<LaunchableGame, 'id' | 'vendor' | 'gameType'>, returnTo: string, rooms = false): string {
  return href('/play/lobby/:vendor', { vendor: game.vendor }, { search: filled({ type: game.gameType, game: rooms ? game.id : null, from: returnTo }) });
}

/**
 * Where a link that knows only a game's id leads (a game banner): its start page, which applies
 * the rules above with the whole game; logged out, through the login modal first.
 */
export function gameStartHref(gameId: string, viewer: Viewer, returnTo: string): string {
  const start = playPath({ id: gameId }, returnTo);
  return viewer.isLoggedIn ? start : loginHref(start);
}

/** Where the game leads for a player who may start it (logged in with the right account, or a free trial). */
function destination({ game, mode, returnTo, navigation, inLobby }: LaunchRequest): LaunchTarget {
  const code = game.gameCode ?? null;
  if (game.vendor === VN_LOTTO_VENDOR) return { kind: 'link', href: href('/vnLottery', { search: filled({ gameCode: code }) }) };
  if (game.vendor === SEA_LOTTERY_VENDOR) return { kind: 'link', href: href('/seaLottery', { search: filled({ gameCode: code }) }) };
  if (LOTTERY_TYPES.has(game.gameType)) {
    return { kind: 'link', href: href('/lottery', { search: filled({ gameCode: code, prizeMode: lotteryPrizeMode(navigation) }) }) };
  }
  if (!inLobby && game.launchKind === 'VENDOR_LOBBY') return { kind: 'link', href: lobbyPath(game, returnTo) };
  // A PVP game seats the player at a table: real play picks a room first (a free trial has none).
  if (!inLobby && game.gameType === 'PVP' && mode === 'real') return { kind: 'link', href: lobbyPath(game, returnTo, true) };
  return { kind: 'launch', action: playPath(game, returnTo), mode };
}

/**
 * The one place that decides where starting a game leads (docs/spec-index.md#states-and-transitions "Game start"):
 * - a free trial (a game with one) launches at once, for members and, where the brand offers guest
 *   free play (ADR 036), for guests; a guest of a brand without it logs in first, as for real money;
 * - real money: logged out → the login modal, then back to where the game leads; a trial
 *   (free-play) account → the need-a-real-account prompt;
 * - then by vendor: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, the LOTT and ELOTT types →
 *   /lottery with the game code and the prize mode; a VASSALAGE card → the vendor's popup game list;
 *   a PVP game → its rooms; anything else launches in the game frame route.
 */
export function launchTarget(request: LaunchRequest): LaunchTarget {
  const { game, viewer } = request;
  const mode: LaunchMode = request.mode === 'trial' && offersFreeTrial(game, viewer) ? 'trial' : 'real';
  const leads = destination({ ...request, mode });
  if (mode === 'trial') return leads;
  if (!viewer.isLoggedIn) {
    const back = leads.kind === 'link' ? leads.href : leads.action;
    return { kind: 'link', href: loginHref(back) };
  }
  if (viewer.isTrial) return { kind: 'link', href: href('/real-account-needed') };
  return leads;
}

/** The visitor as the shell knows them. */
export function useViewer(): Viewer {
  const shell = useShell()?.shell;
  const me = shell?.me;
  return { isLoggedIn: Boolean(me), isTrial: Boolean(me?.isTrial), guestTrials: Boolean(shell?.features?.freePlay) };
}

/** The main navigation from the shell (for the prize mode). */
export function useNavigationCategories(): readonly NavigationCategory[] | null {
  return useShell()?.shell?.gameNavigation ?? null;
}

/** A fresh key for one tap of a launch form (the platform answers the same key with the same session). */
export function newRequestId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return `tap-${Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('')}`;
}

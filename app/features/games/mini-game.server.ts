/**
 * The mini-game dialog (docs/spec-index.md#modals "mini game"; ADR 023 "Mini games"): a mini game
 * (type MINI) started from any page opens in a dialog over that page instead of the full game
 * frame route. The launch (GameFramePage's action) sends the player back to the page with
 * `miniGame` (the game's node id), `miniFrame` (the game page's address) and `miniMode`; the root
 * loader reads them here, and the dialog shows the frame only when the address is one the game
 * frame route would frame itself (frameableGameAddress: a /rgs/ path here or on the brand's launch
 * CDNs, or the brand's game origins) and the game is a mini game.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { frameableGameAddress } from '#gateway/index';
import { PlayPageQuery } from './launch/launch.queries.server';
import type { MiniGame } from '#app/kernel/use-shell';
import { miniCloseHref, MINI_GAME_TYPE, MINI_PARAMS, NODE_ID } from './mini-game';
import { href } from '#app/kernel/href';

/** The dialog's game from the page's address, or null (no dialog asked, or not a mini game, or an address the frame may not show). */
export async function miniGameOf(request: Request, context: AppLoadContext): Promise<MiniGame | null> {
  const url = new URL(request.url);
  const id = url.searchParams.get(MINI_PARAMS.game);
  const asked = url.searchParams.get(MINI_PARAMS.frame);
  if (!id || !asked || !NODE_ID.test(id)) return null;
  const frame = await frameableGameAddress(context.gateway, asked);
  if (!frame) return null;
  const { data } = await context.graphql(PlayPageQuery, { id });
  const game = data?.game;
  if (!game || game.gameType !== MINI_GAME_TYPE) return null;
  const mode = url.searchParams.get(MINI_PARAMS.mode) === 'trial' ? 'trial' : 'real';
  const closeHref = miniCloseHref(url);
  const full = new URLSearchParams({ from: closeHref, mode, frame });
  return { id: game.id, name: game.name, frame, mode, closeHref, fullHref: href('/play/:nodeId', { nodeId: game.id }, { search: full }) };
}

import { useLocation } from '@remix-run/react';
import { lazyComponent } from '#app/components/lazy';
import type { MiniGame } from '#app/kernel/use-shell';
import { MINI_PARAMS } from './mini-game';

/** The dialog's code is none of a page's first JavaScript: few visits open a mini game. */
const MiniGameDialog = lazyComponent('MiniGameDialog', () => import('./MiniGameDialog').then((module) => module.MiniGameDialog));

/**
 * The mini-game dialog's place in the shell: open while the address names the game (the root's
 * data outlives a plain navigation, so closing, a link to the page without the dialog's
 * parameters, unmounts it).
 */
export function MiniGameSlot({ game }: { game: MiniGame }) {
  const location = useLocation();
  if (new URLSearchParams(location.search).get(MINI_PARAMS.game) !== game.id) return null;
  return <MiniGameDialog game={game} />;
}

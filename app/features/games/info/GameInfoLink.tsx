import { Link } from '@remix-run/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { lazyComponent } from '#app/components/lazy';
import { gameInfoPath } from './info-path';

/** The dialog's code is none of a page's first JavaScript: it loads when a player first asks. */
const GameInfoDialog = lazyComponent('GameInfoDialog', () => import('./GameInfoDialog').then((module) => module.GameInfoDialog));

/** A click the page may take over: the main button, no key held (others open a tab or a window, as a link does). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The way to a game's rules and return to player (docs/decisions/059): a link to their page, which
 * once the page runs opens them in a dialog over the card or the frame instead.
 */
export function GameInfoLink({
  game,
  label,
  className,
  children,
}: {
  game: { id: string; name: string };
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={gameInfoPath(game.id)}
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open ? <GameInfoDialog gameId={game.id} gameName={game.name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/**
 * Leaving a game (the game frame route, the mini-game dialog: its back or close control, the
 * browser's Back, any link) reloads the shell, so the header shows the balance the rounds left
 * behind (the root reloads only on form posts otherwise).
 */
export function useRefreshShellOnLeave() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => () => latest.current.revalidate(), []);
}

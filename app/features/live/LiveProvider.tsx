import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useShell } from '#app/features/shell/use-shell';
import { liveStore } from './live-store';

/** Reconnection: exponential from 1 s up to a minute, with jitter (docs/decisions/040). */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * The root's one live connection (docs/decisions/040-live-updates.md): for a logged-in member, once
 * the page is up, it loads the urql client and keeps the member's stream open while the tab is
 * visible, feeding the live store (the header balance, the badges). A lost stream reconnects with
 * backoff, and meanwhile the existing refresh points work as before. When the session ends the
 * page revalidates: the shell shows a visitor and a guarded page goes to the login.
 */
export function LiveProvider() {
  const shell = useShell();
  const signedIn = Boolean(shell?.shell?.me);
  const shellRef = useRef(shell);
  shellRef.current = shell;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!signedIn) {
      liveStore.clear();
      return;
    }
    let disconnect: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let cancelled = false;
    let ended = false;

    // The stream's state on the document, for tests and for anyone debugging a page ("open" once the first event came).
    const mark = (value: 'open' | 'closed') => (document.documentElement.dataset.live = value);
    const stop = () => {
      clearTimeout(retry);
      disconnect?.();
      disconnect = null;
      mark('closed');
    };
    const connect = async () => {
      clearTimeout(retry);
      if (cancelled || ended || disconnect || document.hidden) return;
      let open: typeof import('./live-client').openLiveStream;
      try {
        ({ openLiveStream: open } = await import('./live-client'));
      } catch {
        schedule();
        return;
      }
      if (cancelled || ended || disconnect || document.hidden) return;
      disconnect = open({
        onEvent(event) {
          attempt = 0;
          mark('open');
          if (event.kind === 'SESSION_ENDED') {
            ended = true;
            stop();
            revalidate.current();
            return;
          }
          liveStore.apply(event, shellRef.current);
        },
        onEnd() {
          disconnect = null;
          mark('closed');
          schedule();
        },
      });
    };
    const schedule = () => {
      if (cancelled || ended) return;
      clearTimeout(retry);
      retry = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };
    // A hidden tab holds no stream: it costs nothing, and the snapshot brings it up to date on return.
    const onVisibility = () => {
      if (document.hidden) stop();
      else void connect();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [signedIn]);

  return null;
}

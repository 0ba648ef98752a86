import { useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useShell } from '#app/kernel/use-shell';
import { isPageExiting } from '#app/kernel/page-exit';
import { openStream, type LiveEvent, type SiteEvent, type StreamHandlers, type StreamName } from './live-client';
import { liveStore } from '#app/kernel/live-store';
import { reconnectDelay } from './reconnect';
import { lazyComponent } from '#app/components/lazy';

/** Shown only while the brand is in maintenance: its code loads then. */
const MaintenanceNotice = lazyComponent('MaintenanceNotice', () => import('./MaintenanceNotice').then((module) => module.MaintenanceNotice));

type EventOf<N extends StreamName> = N extends 'live' ? LiveEvent : SiteEvent;

/**
 * Keeps one of the browser's streams open while `enabled` and the tab is visible (a hidden tab
 * holds none: it costs nothing, and the snapshot brings it up to date on return); a lost stream
 * reconnects with backoff. The stream's state is marked on the document (`data-live`,
 * `data-site-live`: "open" once its first event came), for tests and for anyone debugging a page.
 * Not urql's `useSubscription`: it does not tell a stream the server ended from one being opened,
 * and repeats the last event as the stream closes (docs/decisions/051-language-detection-and-live-bindings-packages.md).
 */
function useStream<N extends StreamName>(name: N, enabled: boolean, onEvent: (event: EventOf<N>) => void, onSessionEnded: () => void) {
  const handlers = useRef({ onEvent, onSessionEnded });
  handlers.current = { onEvent, onSessionEnded };
  useEffect(() => {
    if (!enabled) return;
    const marker = name === 'live' ? 'live' : 'siteLive';
    const mark = (value: 'open' | 'closed') => (document.documentElement.dataset[marker] = value);
    let disconnect: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let cancelled = false;
    let ended = false;

    const stop = () => {
      clearTimeout(retry);
      disconnect?.();
      disconnect = null;
      mark('closed');
    };
    const schedule = () => {
      if (cancelled || ended) return;
      clearTimeout(retry);
      retry = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
    const sessionEnded = () => {
      ended = true;
      stop();
      handlers.current.onSessionEnded();
    };
    const connect = () => {
      clearTimeout(retry);
      if (cancelled || ended || disconnect || document.hidden) return;
      const streamHandlers: StreamHandlers<EventOf<N>> = {
        onEvent(event) {
          attempt = 0;
          mark('open');
          if ('kind' in event && event.kind === 'SESSION_ENDED') sessionEnded();
          else handlers.current.onEvent(event);
        },
        onEnd() {
          disconnect = null;
          mark('closed');
          schedule();
        },
        onSessionEnded: sessionEnded,
      };
      disconnect = openStream(name, streamHandlers);
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else connect();
    };
    document.addEventListener('visibilitychange', onVisibility);
    connect();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [name, enabled]);
}

/**
 * The root's live connections (docs/decisions/040-live-updates.md), mounted by <LiveProvider> once the page is up:
 * for a member, the member's stream feeding the live store (the header balance, the badges), whose
 * end of session revalidates the page (the shell shows a visitor, a guarded page goes to the
 * login); for everyone, the brand's public stream, whose maintenance switch shows the maintenance
 * notice over the page without a reload (and takes it away, with fresh data, when it ends), and
 * whose jackpot amounts and tournament boards feed the live store (the counters, the game cards'
 * amounts, a tournament's board).
 */
export function LiveConnections() {
  const shell = useShell();
  const signedIn = Boolean(shell?.shell?.me);
  const shellRef = useRef(shell);
  shellRef.current = shell;
  const { revalidate } = useRevalidator();
  // A navigation under way (a logout's redirect, most often: ending the session is what ended the
  // stream) reads the page afresh itself; a revalidation then would only race it.
  const navigation = useNavigation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';
  const sessionEnded = () => {
    // Not when the page is on its way out: the inactivity logout loads the login form itself
    // (kernel/page-exit.ts), and a revalidation would only be aborted by that load.
    if (!navigating.current && !isPageExiting()) revalidate();
  };
  const [maintenance, setMaintenance] = useState<{ endsAt: number | null } | null>(null);

  useEffect(() => {
    if (!signedIn) liveStore.clear();
  }, [signedIn]);
  useStream('live', signedIn, (event) => liveStore.apply(event, shellRef.current), sessionEnded);
  useStream(
    'siteLive',
    true,
    (event) => {
      // The pools' amounts: as the stream opens, then each change (docs/decisions/064).
      if (event.jackpots) liveStore.applyJackpots(event.jackpots);
      // A tournament run's board (docs/decisions/066).
      if (event.leaderboard) liveStore.applyBoard(event.leaderboard);
      if (event.kind === 'JACKPOTS' || event.kind === 'LEADERBOARD') return;
      if (event.state === 'MAINTENANCE') {
        setMaintenance({ endsAt: event.maintenanceEndTime ?? null });
      } else if (event.kind === 'STATUS') {
        setMaintenance((shown) => {
          // Back from maintenance: the page's data may be old.
          if (shown) revalidate();
          return null;
        });
      }
    },
    () => undefined,
  );
  return maintenance ? <MaintenanceNotice endsAt={maintenance.endsAt} /> : null;
}

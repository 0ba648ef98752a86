import { useEffect, useState, type ComponentType } from 'react';
import { reconnectDelay } from './reconnect';

/**
 * Opens the page's live connections (./LiveConnections.client.tsx, docs/decisions/040-live-updates.md)
 * at the browser's first idle moment (at most 2 s after hydration). Their code, with the stream
 * client, loads only then: it is none of the page's first JavaScript (the home page's budget), and
 * nothing it shows can appear before it (the store starts empty, the maintenance notice comes from
 * an event). A chunk that cannot be loaded (a network gone) is asked again with the streams' backoff.
 */
export function LiveProvider() {
  const [Connections, setConnections] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('./LiveConnections.client').then(
        (module) => {
          if (!cancelled) setConnections(() => module.LiveConnections);
        },
        () => {
          if (cancelled) return;
          retry = setTimeout(load, reconnectDelay(attempt));
          attempt += 1;
        },
      );
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 2000 }) : null;
    if (idle === null) retry = setTimeout(load, 0);
    return () => {
      cancelled = true;
      if (idle !== null) cancelIdleCallback(idle);
      clearTimeout(retry);
    };
  }, []);
  return Connections ? <Connections /> : null;
}

/**
 * An abandoned load's leftovers are not errors. When a navigation is cut short (a second click, a
 * form sent while the page's deferred figures still stream in), the router aborts its request
 * without a reason. Remix's single fetch decodes that body with turbo-stream, whose deferred values
 * and `done` promise then reject with the AbortError, and nothing listens to them: the page they
 * belonged to is never shown, and @remix-run/react (single-fetch.js) never reads `done`. The browser
 * then reports each as an uncaught error ("AbortError: signal is aborted without reason", seen on
 * the agent's team overview, whose figures stream). Marked handled here; any other rejection is
 * reported as before. A timeout is a TimeoutError, not this.
 */
export function isAbandonedLoad(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/** Listens on the page's window for the whole visit (entry.client.tsx, before hydration). */
export function quietAbandonedLoads(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isAbandonedLoad(event.reason)) event.preventDefault();
  });
}

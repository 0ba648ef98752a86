/**
 * What the Worker gets for `import … from 'react-dom'` (wrangler.toml [alias]; ADR 055): the
 * browser's renderer has no work on a server, which renders with `react-dom/server` only, yet the
 * router (react-router-dom reads `flushSync` when its module loads) and conform's hooks import it,
 * so the whole client renderer (127 KB, 40 KB gzip, compiled by every new isolate) rode in the
 * upload for nothing. These are the names those modules take, each doing what React's own does
 * where a server can meet it; a portal cannot render on a server at all (React's server renderer
 * refuses one), so creating one says so.
 *
 * The server build and the route-module tier resolve `react-dom` here too (vitest.workers.config.ts),
 * so every test of the server output runs with it; `react-dom/server` keeps its own alias.
 */

/** React's `flushSync` runs the update at once; on a server there is nothing to flush but the call itself. */
export function flushSync<R>(update: () => R): R {
  return update();
}

/** React's batching of updates outside its events: a server has no events to batch. */
export function unstable_batchedUpdates<A, R>(update: (a: A) => R, a: A): R {
  return update(a);
}

export function createPortal(): never {
  throw new Error('A portal renders in the browser only: mount it after hydration (react-dom on the server, app/edge/react-dom-on-the-server.ts)');
}

export const version = '18.3.1';

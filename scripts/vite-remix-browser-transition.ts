import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { applyCheckedEdits, type CheckedEdit } from './lib/worker-library-copy';

/**
 * The browser build's `RemixBrowser` (@remix-run/react 2.17.5, `dist/esm/browser.js`) keeps the
 * router's location in a state of its own, for its outermost error boundary, and sets it outside a
 * transition, while the router's own state is set inside one (`v7_startTransition`). A link followed
 * before every part of the page has hydrated (a notice's link on the home page, a second after
 * load, while the game sections or a streamed section still hydrate) then sets that state from the
 * click's own task, at the click's urgent priority; `RemixBrowser` renders again with a new context
 * value, and a Suspense boundary still hydrating below a reader of that context gives up its
 * server HTML and is drawn again from scratch (React's error 421, measured five times on `/?notice=1`
 * in the end-to-end suite, each a recoverable error in the console). Set inside a transition, the
 * update waits for those boundaries to hydrate first, as the router's does.
 *
 * Each edit must find its text exactly once, so a new release of the package fails the build here
 * instead of running unedited. Only `vite build` applies it: the development server pre-bundles the
 * package, where a plugin's transform does not reach (the error can still appear there).
 */
export function remixBrowserLocationInTransition(): Plugin {
  let edited = false;
  return {
    name: 'remix-browser-location-in-transition',
    apply: 'build',
    transform(code, id) {
      if (!REMIX_BROWSER_MODULE.test(id.split('?')[0])) return null;
      edited = true;
      return { code: editRemixBrowser(code), map: null };
    },
    buildEnd(error) {
      // The browser's entry always imports RemixBrowser; not meeting its module means the package moved it.
      if (!error && !edited && !this.environment?.config.build.ssr) {
        this.error(`@remix-run/react changed: ${REMIX_BROWSER_MODULE} was not in the browser build; update scripts/vite-remix-browser-transition.ts`);
      }
    },
  };
}

const REMIX_BROWSER_MODULE = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]browser\.js$/;

const EDITS: CheckedEdit[] = [
  {
    find: `      if (newState.location !== location) {
        setLocation(newState.location);
      }`,
    replace: `      if (newState.location !== location) {
        React.startTransition(() => setLocation(newState.location));
      }`,
  },
];

/** The installed package's `RemixBrowser` module, as the browser build reads it. */
export function remixBrowserSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('@remix-run/react').replace(/dist[\\/]index\.js$/, 'dist/esm/browser.js'), 'utf8');
}

/** `RemixBrowser`'s module with its location set inside a transition, each edit found exactly once. */
export function editRemixBrowser(source: string): string {
  return applyCheckedEdits(source, EDITS, '@remix-run/react', 'scripts/vite-remix-browser-transition.ts');
}

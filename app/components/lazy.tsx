import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code reaches the browser apart from the page's first JavaScript (the home
 * page's is budgeted: `npm run bench`, `home_js_gzip_kb`), for what most visits never show: the
 * announcements and notice dialogs, the maintenance notice, a member's account menu (a visitor's
 * page never loads it); and, asked for `early`, for a large part below the first screen that every
 * visit draws (the home page's game sections: measured, Lighthouse's total blocking time on its
 * slowed phone 0.5-0.8 s less, and sections reached at once after load appeared about 0.3 s later).
 * When the server rendered it, React keeps that markup until the chunk arrives. Not for the
 * always-visible shell (side bar, footer, site menu): a link there followed
 * before its chunk arrived would load a whole document instead of the next page's data.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Asked for as soon as the importing module runs (a part every visit draws): beside hydration, not when React reaches it. */
  { early = false }: { early?: boolean } = {},
) {
  if (early && typeof document !== 'undefined') void load().catch(() => undefined);
  // React's types for a lazy component add ref props that TypeScript cannot resolve while `Props`
  // is open; the component is the one given, with its own props.
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  // The server imports it at once, while the isolate starts, and renders it in place: never a part
  // streamed late, which a visitor without JavaScript would not see.
  let ready: ComponentType<Props> | null = null;
  if (typeof document === 'undefined') {
    void load().then((component) => {
      ready = component;
    });
  }
  function Lazy(props: Props) {
    const Component = ready ?? Loaded;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  // Memoised: a parent's re-render with the same props (the header's, on a live event) must not
  // reach a part still waiting for its chunk; React would drop the server's markup for it and show
  // nothing until the chunk arrives (a member's account menu, open, would close).
  return memo(Lazy);
}

/** Whether this document has hydrated (a part mounted later draws at once). */
let hydrated = false;

/**
 * A component that only ever shows after load (a popup opened by a timer or an event, the service
 * worker's registration): neither the server nor the hydrating browser draws it, and its code is
 * fetched once the page has hydrated, none of the page's first JavaScript (the home page's budget,
 * `npm run bench`, `home_js_gzip_kb`). A chunk that cannot be loaded (a network gone, a build
 * replaced) leaves the part out instead of breaking the page.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({
    default: await load().catch((error: unknown) => {
      console.warn('a part of the page could not be loaded', error);
      return () => null;
    }),
  })) as unknown as ComponentType<Props>;
  return function AfterHydration(props: Props) {
    const [ready, setReady] = useState(hydrated);
    useEffect(() => {
      hydrated = true;
      setReady(true);
    }, []);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

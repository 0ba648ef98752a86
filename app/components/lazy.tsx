import { createContext, lazy, memo, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';

/**
 * The parts the server drew in this document, by name (a set per request, given by entry.server),
 * written at the end of the body (LazyPartsList) so the browser loads their code before it hydrates.
 */
export const LazyPartsDrawn = createContext<Set<string> | null>(null);

/** The id of the list of parts the server drew (a JSON data block: nothing runs, no nonce needed). */
const LIST_ID = 'lazy-parts';

/** Each lazy part's way to load its code and keep it (its name is its key, the same in both builds). */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * A component whose code reaches the browser apart from the page's first JavaScript (the home
 * page's is budgeted: `npm run bench`, `home_js_gzip_kb`), for what most visits never show: the
 * announcements and notice dialogs, the maintenance notice, a member's account menu and hearts (a
 * visitor's page never loads them); and, asked for `early`, for a large part below the first screen
 * that every visit draws (the home page's game sections: measured, Lighthouse's total blocking time
 * on its slowed phone 0.5-0.8 s less, and sections reached at once after load appeared about 0.3 s
 * later). Not for the always-visible shell (side bar, site menu): a link there followed before its
 * chunk arrived would load a whole document instead of the next page's data.
 *
 * When the server drew it (ADR 054; and it is not `early`: the game sections hydrate beside the page, as
 * measured above), the browser loads its code before hydrating (prepareDrawnParts, from
 * entry.client), so the page hydrates whole: React hydrates a part whose code is missing only
 * once the code arrives, at idle priority, and until then a click on it is the browser's own (a
 * member's heart posted as a plain form and reloaded the page; an account menu opened before its
 * code arrived), and the router's next state waits for it (the loader's bar came late).
 */
export function lazyComponent<Props extends object>(
  /** Unique among the lazy parts: the server names the parts it drew with it. */
  name: string,
  load: () => Promise<ComponentType<Props>>,
  /** Asked for as soon as the importing module runs (a part every visit draws): beside hydration, not when React reaches it. */
  { early = false }: { early?: boolean } = {},
) {
  // Once its code is here it is drawn directly (no suspension, so it hydrates with the page). The
  // server imports it at once, while the isolate starts, and renders it in place: never a part
  // streamed late, which a visitor without JavaScript would not see.
  let ready: ComponentType<Props> | null = null;
  const prepare = () => load().then((component) => (ready = component));
  // React's types for a lazy component add ref props that TypeScript cannot resolve while `Props`
  // is open; the component is the one given, with its own props.
  const Loaded = lazy(async () => ({ default: await prepare() })) as unknown as ComponentType<Props>;
  if (parts.has(name)) throw new Error(`Two lazy parts are named ${name}`);
  parts.set(name, prepare);
  if (typeof document === 'undefined' || early) void prepare().catch(() => undefined);
  function Lazy(props: Props) {
    const drawn = useContext(LazyPartsDrawn);
    // An early part hydrates when its code comes, beside the page's hydration: not waited for.
    if (!early) drawn?.add(name);
    // Kept for the part's life: a part first drawn through React.lazy must not turn into another
    // component type when the code arrives (React would draw it anew, losing its state).
    const [Component] = useState(() => ready ?? Loaded);
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

/**
 * The names of the lazy parts drawn so far, at the end of the body (rendered after every part of
 * the page's first flush; a part inside a section streamed later is not listed and hydrates when
 * its code arrives). The browser keeps the server's list: it reads it before hydrating.
 */
export function LazyPartsList() {
  const drawn = useContext(LazyPartsDrawn);
  // In the browser: the server's list as it is (nothing to patch while hydrating).
  const [list] = useState(() => (drawn ? JSON.stringify([...drawn]).replace(/</g, '\\u003c') : drawnList()));
  return <script id={LIST_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: list }} />;
}

/** The server's list of the lazy parts it drew, as written in the document. */
function drawnList(): string {
  return document.getElementById(LIST_ID)?.textContent ?? '';
}

/** Loads the code of every lazy part the server drew (a part whose code fails to load hydrates later, as before). */
export async function prepareDrawnParts() {
  let names: unknown = [];
  try {
    names = JSON.parse(drawnList() || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(names)) return;
  await Promise.all(
    names.map((name) =>
      parts
        .get(String(name))?.()
        .catch(() => undefined),
    ),
  );
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

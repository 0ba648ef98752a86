import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A component whose code reaches the browser apart from the page's first JavaScript (the home
 * page's is budgeted: `npm run bench`, `home_js_gzip_kb`), for what most visits never show: the
 * announcements and notice dialogs, the maintenance notice, a member's account menu (a visitor's
 * page never loads it). When the server rendered it, React keeps that markup until the chunk
 * arrives. Not for the always-visible shell (side bar, footer, site menu): a link there followed
 * before its chunk arrived would load a whole document instead of the next page's data.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
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

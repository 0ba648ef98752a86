import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code reaches the browser only when a page first shows it: for what most visits
 * never open (the announcements and notice dialogs, the maintenance notice, a member's account
 * menu), so the home page's first JavaScript stays small (`npm run bench`, `home_js_gzip_kb`). The
 * server renders it in place as usual; in the browser, until its chunk arrives, React keeps the
 * server's markup (or shows nothing when it opens later).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  // React's types for a lazy component add ref props that TypeScript cannot resolve while `Props`
  // is open; the component is the one given, with its own props.
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function Lazy(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Lazy;
}

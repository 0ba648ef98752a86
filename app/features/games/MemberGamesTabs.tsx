import { lazy, Suspense, type ComponentProps } from 'react';

const Panel = lazy(() => import('./MemberGamesTabsPanel'));

/** The home page's Recent / Favourite tabs for members, loaded apart from the page's first JavaScript. */
export function MemberGamesTabs(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';

const PlaySessionWatch = lazy(() => import('./PlaySessionWatch').then((module) => ({ default: module.PlaySessionWatch })));

/**
 * Where the reality check and the session-limit warning go (ADR 039). They only ever open after
 * load, so their code is fetched after hydration, for signed-in members only, and stays out of
 * every page's initial JavaScript (the home page's budget).
 */
export function PlaySessionSlot() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PlaySessionWatch />
    </Suspense>
  );
}

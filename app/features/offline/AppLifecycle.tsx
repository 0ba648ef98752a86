import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { afterHydration } from '#app/components/lazy';
import { NavigationProgress } from './NavigationProgress';

/** Messages of a failed dynamic import (a chunk of an earlier deployment, gone from the server), by browser. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i;

const AppUpkeep = afterHydration(() => import('./AppUpkeep').then((module) => module.AppUpkeep));

/**
 * What keeps an open tab working across deployments and bad networks (ADR 038), mounted once by
 * the root: one reload when a chunk of an earlier build cannot be loaded (a ChunkLoadError: the
 * page comes back with the new build; once per build, so a broken server never loops), listening
 * before any chunk loaded after hydration is asked for; the loader's bar once a navigation takes
 * 300 ms (./NavigationProgress.tsx); the document's navigation mark. The service worker's
 * registration and the spec's 120 s load time-out, after which a stuck navigation says so and
 * offers to try again, load after hydration (./AppUpkeep.tsx; the home page's first JavaScript is
 * budgeted).
 */
export function AppLifecycle() {
  useChunkRecovery();
  const navigation = useNavigation();
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  // When the navigation under way began: the time-out counts from there, even when the upkeep's
  // chunk arrives after it began (a link followed just after hydration on a slow phone).
  const [started, setStarted] = useState({ target, at: Date.now() });
  if (started.target !== target) setStarted({ target, at: Date.now() });
  useEffect(() => {
    // Marked on the document while a navigation is under way (tests wait for it; nothing styles it).
    if (target) document.documentElement.dataset.navigating = 'true';
    else delete document.documentElement.dataset.navigating;
  }, [target]);
  return (
    <>
      <NavigationProgress busy={navigation.state !== 'idle'} />
      <AppUpkeep navigating={target} since={started.at} />
    </>
  );
}

function useChunkRecovery() {
  useEffect(() => {
    const version = (window as Window & { __remixManifest?: { version?: string } }).__remixManifest?.version ?? 'unknown';
    const key = `chunkReload:${version}`;
    const recover = (event: Event) => {
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch {
        return;
      }
      event.preventDefault();
      window.location.reload();
    };
    const rejected = (event: PromiseRejectionEvent) => {
      const message = event.reason instanceof Error ? event.reason.message : String(event.reason ?? '');
      if (CHUNK_FAILURE.test(message)) recover(event);
    };
    window.addEventListener('vite:preloadError', recover);
    window.addEventListener('unhandledrejection', rejected);
    return () => {
      window.removeEventListener('vite:preloadError', recover);
      window.removeEventListener('unhandledrejection', rejected);
    };
  }, []);
}

import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AlertDialog } from '#app/components/AlertDialog';
import { useTranslation } from '#app/i18n/react';

/** The spec's load time-out: a navigation still loading after this long is said to be stuck. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Messages of a failed dynamic import (a chunk of an earlier deployment, gone from the server), by browser. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i;

/**
 * What keeps an open tab working across deployments and bad networks (ADR 038), mounted once by
 * the root: the service worker's registration; one reload when a chunk of an earlier build cannot
 * be loaded (a ChunkLoadError: the page comes back with the new build; once per build, so a broken
 * server never loops); and the spec's 120 s load time-out, after which a stuck navigation says so
 * and offers to try again.
 */
export function AppLifecycle() {
  useServiceWorker();
  useChunkRecovery();
  return <SlowLoadNotice />;
}

function useServiceWorker() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  }, []);
  // The worker keeps its offline page in the language of the visitor's pages (service-worker.ts).
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'language', language })).catch(() => undefined);
  }, [language]);
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

function SlowLoadNotice() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [stuck, setStuck] = useState<string | null>(null);
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  useEffect(() => {
    // Marked on the document while a navigation is under way (tests wait for it; nothing styles it).
    if (!target) {
      delete document.documentElement.dataset.navigating;
      setStuck(null);
      return;
    }
    document.documentElement.dataset.navigating = 'true';
    const timer = setTimeout(() => setStuck(target), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [target]);
  if (!stuck) return null;
  return (
    <AlertDialog title={t('offline.slowTitle')} message={t('offline.slowBody')} onClose={() => setStuck(null)}>
      <div className="dialog__actions">
        <a className="button" href={stuck}>
          {t('common.retry')}
        </a>
        <form method="dialog">
          <button type="submit" className="button button--ghost">
            {t('common.close')}
          </button>
        </form>
      </div>
    </AlertDialog>
  );
}

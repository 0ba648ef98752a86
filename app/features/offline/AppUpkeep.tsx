import { useEffect, useState } from 'react';
import { AlertDialog, DialogCloseButton } from '#app/components/AlertDialog';
import { useTranslation } from '#app/i18n/react';

/** The spec's load time-out: a navigation still loading after this long is said to be stuck. */
export const LOAD_TIMEOUT_MS = 120_000;

/**
 * The service worker's registration and the dialog of a stuck navigation (`navigating`: the address
 * under way, and `since`: when it began, both from ./AppLifecycle.tsx), drawn from this chunk,
 * already loaded, when the network that made it stick could not bring another. Loaded after
 * hydration: none of it acts before load. A navigation may begin before this chunk arrives (a link
 * followed at once on a busy phone): its time-out still counts from its start, not from this
 * chunk's arrival.
 */
export function AppUpkeep({ navigating, since }: { navigating: string | null; since: number }) {
  useServiceWorker();
  // The address of a navigation still loading after the time-out, until it ends or the dialog is closed.
  const [stuck, setStuck] = useState<string | null>(null);
  useEffect(() => {
    setStuck(null);
    if (!navigating) return;
    const timer = setTimeout(() => setStuck(navigating), Math.max(0, since + LOAD_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [navigating, since]);
  return stuck ? <SlowLoadDialog href={stuck} onClose={() => setStuck(null)} /> : null;
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

/** Says a navigation is stuck and offers to load its page again. */
function SlowLoadDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog title={t('offline.slowTitle')} message={t('offline.slowBody')} onClose={onClose}>
      <div className="dialog__actions">
        <a className="button" href={href}>
          {t('common.retry')}
        </a>
        <DialogCloseButton ghost>{t('common.close')}</DialogCloseButton>
      </div>
    </AlertDialog>
  );
}

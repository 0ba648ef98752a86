/** What the browser says of the page's situation: whether it may be installed as an app, and whether it is online. */
import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM's types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the portal as an app (beforeinstallprompt: Chromium browsers, when
 * the manifest and the service worker qualify), kept so the side bar's "Download the app" and the
 * site menu can offer it when the player asks. One store for the page: the event comes once.
 */
let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Offer it from our own control, not the browser's banner.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser lets the portal be installed now, and the install itself. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return {
    canInstall: available,
    install: async () => {
      const event = offer;
      if (!event) return;
      offer = null;
      notify();
      await event.prompt();
    },
  };
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser thinks it has a network (true on the server, where there is no telling). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

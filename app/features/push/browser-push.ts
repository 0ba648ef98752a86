/**
 * This browser's side of web push (docs/decisions/065): whether it can receive notifications, and
 * its subscription with the brand's public key. The permission is asked for only when the member
 * turns a kind on or presses the button (a browser grants it only to a gesture).
 */

export type BrowserPushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function supportsPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;
}

/** The base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The portal's service worker, once it is up (features/offline/AppUpkeep.tsx registers it); it fails after `ms`. */
async function worker(ms = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the service worker did not start')), ms);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Where this browser stands, read without asking anything (a worker not registered yet: not receiving). */
export async function browserPushState(): Promise<BrowserPushState> {
  if (!supportsPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Subscribes this browser (asking for permission first if it was never given); null when the member or the browser says no. */
export async function subscribeBrowser(publicKey: string): Promise<{ endpoint: string; p256dh: string; auth: string } | null> {
  if (!supportsPush()) return null;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return null;
  const registration = await worker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
}

/** Takes this browser's subscription back; answers its endpoint (for the platform to forget), if it had one. */
export async function unsubscribeBrowser(): Promise<string | null> {
  if (!supportsPush()) return null;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

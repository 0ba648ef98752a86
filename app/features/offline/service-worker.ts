/**
 * The portal's service worker (/sw.js, built by scripts/build-service-worker.mjs with Workbox;
 * ADR 038). What it keeps, and what it never keeps:
 * - the shell: the scripts and styles of the home page and the lobbies, the offline page (fetched
 *   without cookies, so it is a visitor's) and the shell's images, precached at install; every other
 *   script of the build, once used (they are immutable: their names carry their hash); the
 *   platform's pictures once shown, from the portal's /media/ or the brand's image CDN;
 * - the public pages a visitor reads (home, the lobbies, promotions, help, providers) and their data
 *   requests: from the network first, and the last answer kept for reading offline;
 * - never a personal answer: anything marked `private` or `no-store` (every answer to a signed-in
 *   visitor is) is not stored, and its arrival (a page, any data request, an action such as the
 *   login) drops the public pages kept so far, so a member who goes offline meets the offline page,
 *   never a page from before they signed in; /graphql, the game server, the payment provider and the
 *   chat are never touched.
 * Anything else without a network: the offline page, in the language of the visitor's last page.
 *
 * Web push (docs/decisions/065): a message the platform pushed is shown as a notification (its text
 * is already in the member's language), and a click on it opens its page, in a window of the site
 * already open when there is one.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { isPersonal, languageTag, mayKeep, PUBLIC_PAGE, pushNoticeOf } from './sw-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The offline page's address (features/offline/OfflinePage.tsx) and the cache that holds it. */
const OFFLINE_PATH = '/offline';
const OFFLINE_CACHE = 'offline-page';
/** The public pages kept for reading offline, and their data requests (Remix's `<path>.data`). */
const PAGES_CACHE = 'public-pages';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The header the kept offline page carries its language in. */
const OFFLINE_LANGUAGE = 'X-Offline-Language';

/**
 * Fetches the offline page as a visitor sees it (without the browser's cookies, so nothing
 * personal), in `language` when given (the portal reads Accept-Language when no cookie says), and
 * keeps it with its language.
 */
async function keepOfflinePage(language: string | null) {
  const response = await fetch(OFFLINE_PATH, { credentials: 'omit', cache: 'no-store', headers: language ? { 'Accept-Language': language } : {} });
  if (!response.ok) return;
  const headers = new Headers(response.headers);
  if (language) headers.set(OFFLINE_LANGUAGE, language);
  await (await caches.open(OFFLINE_CACHE)).put(OFFLINE_PATH, new Response(await response.blob(), { status: 200, headers }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePage(null));
});

// Each page says its language (AppUpkeep); the offline page is fetched again when it changed.
// One at a time, in the order asked, so a slow earlier answer never overwrites the latest language.
let offlineLanguageQueue: Promise<void> = Promise.resolve();
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; language?: unknown } | null;
  const language = data?.type === 'language' ? languageTag(data.language) : null;
  if (!language) return;
  offlineLanguageQueue = offlineLanguageQueue
    .then(async () => {
      const kept = await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_PATH);
      if (kept?.headers.get(OFFLINE_LANGUAGE) !== language) await keepOfflinePage(language);
    })
    .catch(() => undefined);
  event.waitUntil(offlineLanguageQueue);
});

/**
 * Keeps only public answers, and forgets every public page kept so far when a personal answer
 * arrives (a visitor signed in: pages from before must not stand in for theirs).
 */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
  fetchDidSucceed: async ({ response }) => {
    if (isPersonal(response)) await caches.delete(PAGES_CACHE);
    return response;
  },
};

// Pages, their data and what their scripts ask for as they show (PUBLIC_PAGE's resources): the
// network first (a slow one for 6 s), the kept copy without one.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && PUBLIC_PAGE.test(url.pathname) && (request.mode === 'navigate' || url.pathname.endsWith('.data') || url.pathname.startsWith('/resources/')),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 86_400 })],
  }),
);
// Any other page: the network, and every personal answer drops the kept public pages.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'no-pages', networkTimeoutSeconds: 10, plugins: [publicOnly, { cacheWillUpdate: async () => null }] }),
);
// Every other data request (a member's pages) and every action (the login, a deposit): the network
// only, and a personal answer drops the kept public pages. The platform's own pages (the game
// server, the payment provider, the chat) are not Remix data and stay untouched.
const purgeOnly: WorkboxPlugin = { fetchDidSucceed: publicOnly.fetchDidSucceed! };
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.data'), new NetworkOnly({ plugins: [purgeOnly] }), 'GET');
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.data'), new NetworkOnly({ plugins: [purgeOnly] }), 'POST');
// The route manifest Remix asks for on a client-side navigation (lazy route discovery).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/__manifest',
  new NetworkFirst({ cacheName: 'route-manifest', plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 40 })] }),
);
// Scripts and styles of the build: immutable, kept once used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 })] }),
);
// The platform's pictures (public: game art, banners, the brand's images).
const keptMedia = () => new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 86_400 });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: 'media', plugins: [publicOnly, keptMedia()] }),
);
// The same pictures from the brand's image CDN (ADR 046): fetched by the worker with CORS, which the
// portal's /media/ answers allow, so the kept copy is a readable answer (an opaque one would count
// megabytes against the site's storage each). A CDN that refuses CORS is simply asked again as the
// page asked, and nothing is kept.
const readableMedia: WorkboxPlugin = { requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }) };
const cdnMedia = new CacheFirst({ cacheName: 'cdn-media', plugins: [readableMedia, publicOnly, keptMedia()] });
registerRoute(
  ({ request, url, sameOrigin }) => !sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
  async (options) => {
    try {
      return await cdnMedia.handle(options);
    } catch {
      return fetch(options.request);
    }
  },
);
// The portal's own images and icons.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/(?:brand|icons|images)\/|^\/favicon\.svg$/.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'static', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

// Without a network and without a kept copy: a page gets the offline page, anything else fails.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_PATH);
    if (offline) return offline;
  }
  return Response.error();
});

// A message the platform pushed: shown as the platform wrote it; anything else is not shown.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const notice = pushNoticeOf(data);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag || undefined,
      data: { url: notice.url },
    }),
  );
});

// A click opens the notification's page: in a window of the site already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = pushNoticeOf({ title: 'x', body: '', ...(event.notification.data as object | null) }) ?? { url: '/' };
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => self.clients.openWindow(url));
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

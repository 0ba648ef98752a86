/**
 * The rest of OWASP's list of response headers, around features/guard/security-headers.ts (which
 * sets the CSP, framing, HSTS and the like): the portal Worker (app/entry.worker.ts) passes every
 * answer through `withPortalDefaults` before that module and through `withNoncePagePolicy` after it.
 */
import { TURNSTILE_ORIGIN } from '#app/features/guard/security-headers';
import { PUBLIC_PAGE } from '#app/features/offline/sw-rules';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report';

/**
 * Every feature the browsers name that the portal does not use, refused to the page and to every
 * frame in it. The portal uses three: the game frame goes full screen and its games play sound
 * (`fullscreen`, `autoplay`, for the page and the frame's origins only: the frame's `allow`
 * attribute hands them on), and a referral link is copied (`clipboard-write`, the page itself).
 * `aria-notify` (a page speaking to screen readers) is accessibility, never refused; client hints
 * (`ch-*`) go to no other origin anyway. The list is what Chromium recognises (a name it does not
 * know costs a console error on every page) plus `web-share`, which OWASP lists and Chromium knows
 * where it can share.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'cross-origin-isolated',
  'deferred-fetch',
  'deferred-fetch-minimal',
  'digital-credentials-create',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'language-detector',
  'language-model',
  'local-fonts',
  'local-network',
  'local-network-access',
  'loopback-network',
  'magnetometer',
  'media-playback-while-not-visible',
  'microphone',
  'midi',
  'on-device-speech-recognition',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'summarizer',
  'sync-xhr',
  'translator',
  'unload',
  'usb',
  'web-share',
  'window-management',
  'xr-spatial-tracking',
] as const;

/** Features Cloudflare Turnstile's challenge frame may use (private state tokens), where the page may show it. */
const TURNSTILE_FEATURES = new Set<string>(['private-state-token-issuance', 'private-state-token-redemption']);

export interface PortalHeaderOptions {
  /** The origins the game frame may show (the CSP's frame-src: GAME_ORIGINS and the brand's launch CDNs). */
  frameOrigins?: readonly string[];
  /** The real Turnstile widget may be shown (its frame keeps the features it may use). */
  turnstile?: boolean;
}

const allowlist = (origins: readonly string[]) => `(${['self', ...origins.map((origin) => `"${origin}"`)].join(' ')})`;

/** The Permissions-Policy: the three features in use, for whom they are used; every other one refused. */
export function permissionsPolicy({ frameOrigins = [], turnstile = false }: PortalHeaderOptions = {}): string {
  const frames = allowlist([...new Set(frameOrigins)]);
  const used = [`fullscreen=${frames}`, `autoplay=${frames}`, 'clipboard-write=(self)'];
  const denied = DENIED_FEATURES.map((feature) => (turnstile && TURNSTILE_FEATURES.has(feature) ? `${feature}=("${TURNSTILE_ORIGIN}")` : `${feature}=()`));
  return [...used, ...denied].join(', ');
}

/**
 * The policy of a file opened on its own (a platform picture, a member's feedback image): a
 * document that may run nothing and load nothing, sandboxed, so no file can act on the portal's
 * origin (an SVG is a document that could run script). Inline style only: Chromium draws an image
 * opened alone in a document of its own and styles it inline (centred, on a dark ground), which a
 * policy without it refuses with an error in the console each time.
 */
export const FILE_ALONE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers every answer carries unless it sends its own (a platform page the portal forwards may):
 * - the Permissions-Policy above;
 * - `Cross-Origin-Resource-Policy: same-origin`: no other site embeds what the Worker answers
 *   (the platform's pictures under /media/ are the exception, `cross-origin`, since the brand's
 *   other hosts load them from here as their image CDN, ADR 046; app/entry.worker.ts says so);
 * - `X-Permitted-Cross-Domain-Policies: none`: no Flash or PDF client reads a cross-domain policy here.
 * Static assets get the last two from public/_headers.
 */
export function withPortalDefaults(response: Response, options: PortalHeaderOptions = {}): Response {
  const defaults: Record<string, string> = {
    'Permissions-Policy': permissionsPolicy(options),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Permitted-Cross-Domain-Policies': 'none',
  };
  const answered = new Response(response.body, response);
  for (const [name, value] of Object.entries(defaults)) if (!answered.headers.has(name)) answered.headers.set(name, value);
  return answered;
}

/**
 * A page under the policy with this response's nonce (features/guard/security-headers.ts):
 * - reports what its policy refuses to /__csp-report (./csp-report.ts): `report-to` for the
 *   Reporting API, `report-uri` for browsers without it;
 * - is never kept by a cache, so no nonce is ever served twice: `no-store`, unless it is already
 *   (a member's pages are `private, no-store`). The public pages the service worker keeps for
 *   reading offline (ADR 038, features/offline/sw-rules.ts) say `no-cache` instead: the worker takes
 *   `no-store` for a personal answer, and would keep none of them and drop those it kept. With
 *   `no-cache` no HTTP cache serves such a page without asking the Worker (which answers with a
 *   new nonce); only the worker's own copy is shown again, offline, where nothing reaches the page.
 *   A visitor's other pages (the login, a game frame) are `no-store`, which the worker reads as it
 *   reads a member's: the public pages it kept are dropped and kept afresh at the next visit.
 */
export function withNoncePagePolicy(response: Response, nonce: string, pathname: string): Response {
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy?.includes(`'nonce-${nonce}'`)) return response;
  const page = new Response(response.body, response);
  page.headers.set('Content-Security-Policy', `${policy}; report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`);
  page.headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  if (!/\bno-store\b/i.test(page.headers.get('Cache-Control') ?? '')) page.headers.set('Cache-Control', PUBLIC_PAGE.test(pathname) ? 'no-cache' : 'no-store');
  return page;
}

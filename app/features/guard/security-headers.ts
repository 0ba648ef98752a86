/** A fresh nonce per response, for the CSP's script and style sources. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!);
}

/** Strict, nonce-based policy for HTML pages: no inline code without the nonce, nothing from elsewhere. */
export function contentSecurityPolicy(
  nonce: string,
  {
    graphiql = false,
    firebaseAuthDomain = null,
    turnstile = false,
    gameOrigins = [],
    gamePage = false,
    analytics = false,
    imageOrigins = [],
    launchOrigins = [],
  }: SecurityOptions = {},
): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `frame-src 'self'`,
    `object-src 'none'`,
    // The portal's service worker (/sw.js, features/offline): its own origin only ('strict-dynamic'
    // in script-src would otherwise leave workers no source at all).
    `worker-src 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // A game page served through the portal (/rgs/) is shown in the portal's own game frame.
    gamePage ? `frame-ancestors 'self'` : `frame-ancestors 'none'`,
  ];
  if (firebaseAuthDomain) {
    // Google/Facebook sign-in (loaded on demand): Firebase's auth APIs, and its helper frame on the
    // brand's auth domain (its scripts are allowed through 'strict-dynamic').
    directives[5] = `connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com`;
    directives[6] = `frame-src 'self' https://${firebaseAuthDomain}`;
  }
  if (turnstile) {
    // Cloudflare Turnstile (the brand's human check): its script, loaded only when the platform asks
    // for a check, and the challenge frame it opens; that one origin and nothing else.
    directives[1] = `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${TURNSTILE_ORIGIN}`;
    directives[6] = `${directives[6]} ${TURNSTILE_ORIGIN}`;
  }
  if (analytics) {
    // Google Analytics, for a brand that measures visits (loaded only with the visitor's consent,
    // features/analytics): its script's host for browsers without 'strict-dynamic', and where it
    // sends its hits (Google's documented hosts for Analytics 4).
    directives[1] = `${directives[1]} ${ANALYTICS_SCRIPT_ORIGIN}`;
    directives[3] = `${directives[3]} ${ANALYTICS_HOSTS.join(' ')}`;
    directives[5] = `${directives[5]} ${ANALYTICS_HOSTS.join(' ')}`;
  }
  if (imageOrigins.length > 0) {
    // The brand's image CDNs (ADR 046): the platform's pictures, from exactly the origins its domain routes list.
    directives[3] = `${directives[3]} ${imageOrigins.join(' ')}`;
  }
  const frameOrigins = [...new Set([...gameOrigins, ...launchOrigins])];
  if (frameOrigins.length > 0) {
    // The game frame (/play): exactly the brand's game origins (GAME_ORIGINS) and its launch CDNs
    // (ADR 047, the game frame's rule in gateway/modules/launch/game-url.ts), nothing wider.
    directives[6] = `${directives[6]} ${frameOrigins.join(' ')}`;
  }
  if (graphiql) {
    // The playground's editor (Monaco) runs web workers and injects its own styles.
    directives[directives.indexOf(`worker-src 'self'`)] = `worker-src 'self' blob:`;
    directives[2] = `style-src 'self' 'unsafe-inline'`;
  }
  return directives.join('; ');
}

// The Permissions-Policy, Cross-Origin-Resource-Policy and X-Permitted-Cross-Domain-Policies are
// app/edge/response-headers.ts's, set on every answer before this module runs.
const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

export interface SecurityOptions {
  graphiql?: boolean;
  /** The brand's Firebase auth domain when Google/Facebook sign-in runs through Firebase. */
  firebaseAuthDomain?: string | null;
  /** Cloudflare Turnstile may be shown (the real widget, not the development stand-in). */
  turnstile?: boolean;
  /** Origins of the brand's game servers the game frame may show (GAME_ORIGINS), exact origins. */
  gameOrigins?: readonly string[];
  /**
   * The response is a platform page the portal shows in its own frames (the /rgs/ game pages and
   * the /cs/ chat room: `framed` in their gateway/upstream/forward.ts description): it keeps its own
   * CSP when it sends one, and may be framed by the portal itself (never by another site).
   */
  gamePage?: boolean;
  /** The page may load Google Analytics (the brand has a measurement id): its hosts in script-src, img-src and connect-src. */
  analytics?: boolean;
  /** Origins of the brand's image CDNs (its domain routes' imageCdn, checked by gateway/modules/system/cdn.ts), for img-src. */
  imageOrigins?: readonly string[];
  /** Origins of the brand's launch CDNs (its domain routes' launchCdn, the same checks), for frame-src. */
  launchOrigins?: readonly string[];
}

/** Where Google Analytics' script comes from, and the hosts it sends hits to. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] as const;

/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** A host name as Firebase gives it (project.firebaseapp.com or the brand's own), or null. */
export function firebaseAuthDomainOf(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase() ?? '';
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host) ? host : null;
}

/** Adds the usual security headers to every response, and the CSP to HTML ones. */
export function withSecurityHeaders(response: Response, nonce: string, options: SecurityOptions = {}): Response {
  const secured = new Response(response.body, response);
  // Firebase's sign-in popup must be able to answer the page that opened it.
  if (options.firebaseAuthDomain) secured.headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  // A framed platform page that names its ancestors is left to its own frame-ancestors (a game page
  // on a launch CDN is framed by the portal's other origin, ADR 047), which every browser the portal
  // supports obeys: X-Frame-Options could only say SAMEORIGIN or DENY. One that names none may be
  // framed by this origin only.
  const ownAncestors = /(?:^|;)\s*frame-ancestors\s/i.test(secured.headers.get('Content-Security-Policy') ?? '');
  const framing = options.gamePage ? (ownAncestors ? null : 'SAMEORIGIN') : 'DENY';
  for (const [name, value] of Object.entries({ ...commonHeaders, 'X-Frame-Options': framing })) {
    if (value !== null && !secured.headers.has(name)) secured.headers.set(name, value);
  }
  const ownGamePolicy = options.gamePage && secured.headers.has('Content-Security-Policy');
  if ((secured.headers.get('content-type') ?? '').includes('text/html') && !ownGamePolicy) {
    secured.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, options));
  }
  return secured;
}

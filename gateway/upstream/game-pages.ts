import type { GatewayConfig } from '#gateway/env';
import { forwardPage, PAGE_ANSWER_HEADERS, routeFor, type PlatformPages } from './forward';

/**
 * The reference platform's stand-in game server (docs/platform-protocol.md "Launching and rounds"):
 * a launch answers a root-relative `/rgs/...` game URL, which the member's browser opens on the
 * portal, or on the brand's launch CDN in front of it (ADR 047), in the game frame or on its own;
 * the portal forwards it here, as it forwards /provider/* and /media/*. The pages post only to
 * their own origin and need no CORS. Forwarded by gateway/upstream/forward.ts.
 */
export const GAME_PAGES: PlatformPages = {
  prefix: '/rgs/',
  routes: [
    {
      path: /^\/rgs\/(?:(?:game|lottery)\/[A-Za-z0-9_-]{8,128}|[a-z-]{1,32}\.(?:css|js))$/,
      // Only to the reference platform: through its service binding in any environment (rounds move
      // money only through the ledger, so a demo deployment may serve them), or over a URL with the
      // development tools on (a local reference platform). A live platform's games answer absolute URLs
      // on the providers' origins (GAME_ORIGINS), so in production with a platform URL nothing is
      // forwarded (404).
      on: 'referencePlatform',
    },
  ],
  // The page is read; a round (or a lottery slip) is one form post answered by a 303.
  methods: ['GET', 'HEAD', 'POST'],
  requestHeaders: [],
  answerHeaders: PAGE_ANSWER_HEADERS,
  // The pages say no-store themselves; the shared stylesheet and script are public and may be kept.
  caching: 'platform',
  // A round's form is a few fields.
  maxBodyBytes: 4096,
  // The page shows a round's result, an error or a placed slip from its query (?round=, ?error=, ?placed=).
  query: true,
  webSocket: false,
  // Shown in the portal's game frame (docs/decisions/023-starting-games.md): the page names the
  // portal's origin in its own frame-ancestors.
  framed: true,
};

export function isGamePagePath(pathname: string): boolean {
  return routeFor(GAME_PAGES, pathname) !== null;
}

export function forwardGamePage(config: GatewayConfig, request: Request, url: URL, language: string): Promise<Response> {
  return forwardPage(GAME_PAGES, config, request, url, { language });
}

import type { GatewayContext } from '#gateway/context';
import type { GatewayConfig } from '#gateway/env';
import { forwardPage, PAGE_ANSWER_HEADERS, routeFor, type PlatformPages } from '#gateway/upstream/forward';
import { toFeatureFlags } from '#gateway/modules/system/flags';

/**
 * The chat room's pages (docs/platform-protocol.md "Customer-service chat"): the reference platform
 * answers a launch with a root-relative `/cs/room/<token>` URL, which the member's browser opens on
 * the portal (in the chat dialog's frame or in a new tab), and the portal forwards it here, like the
 * /rgs/ game pages: the page, its form posts, its poll, its image reads and its WebSocket upgrade
 * (a Worker passes a WebSocket upgrade on by fetch and answers the 101 it gets back). Forwarded by
 * gateway/upstream/forward.ts.
 *
 * Binding rule (docs/decisions/032-customer-service-chat.md): the member's platform session (from
 * the sealed session cookie) goes along as Authorization, and the platform serves a room only when
 * its token's member is that session's member. The room's script and stylesheet need no session and
 * get none. The console (development tools only) is /cs/console*, forwarded to /__dev/cs/console*
 * without any session.
 */
const FILES = /^\/cs\/chat\.(?:js|css)$/;
const ROOM = /^\/cs\/room\/[A-Za-z0-9_-]{40,64}(?:\/(?:messages|ws|theme\.css|image\/\d{1,12}))?$/;
const CONSOLE = /^\/cs\/console(?:\/\d{1,12}(?:\/(?:messages|ws|image\/\d{1,12}))?)?$/;

/** One image (5 MB) with the text and the form's framing. */
export const MAX_CHAT_POST_BYTES = 5 * 1024 * 1024 + 16 * 1024;

export const CHAT_PAGES: PlatformPages = {
  prefix: '/cs/',
  routes: [
    { path: FILES, on: 'referencePlatform' },
    // As the game pages: only to the reference platform (its binding, or a URL with the development tools on).
    { path: ROOM, on: 'referencePlatform', session: true },
    { path: CONSOLE, on: 'devTools', platformPath: (pathname) => pathname.replace(/^\/cs\/console/, '/__dev/cs/console') },
  ],
  // The page, poll, images and socket are read; a message is one form post.
  methods: ['GET', 'HEAD', 'POST'],
  // The room's and the console's posts and lists answer JSON instead of a page for Accept: application/json.
  requestHeaders: ['accept'],
  // An image is sent inline with its own Content-Disposition.
  answerHeaders: [...PAGE_ANSWER_HEADERS, 'content-disposition'],
  // The room, its images and theme say no-store or private themselves; chat.js and chat.css are public files.
  caching: 'platform',
  // A message may carry one image, as large as a withdrawal proof.
  maxBodyBytes: MAX_CHAT_POST_BYTES,
  // The poll asks for the messages after one (?after=).
  query: true,
  // The room's live messages.
  webSocket: true,
  // Shown in the chat dialog's frame: the room names the portal's origin in its own frame-ancestors.
  framed: true,
};

export function isChatPagePath(pathname: string): boolean {
  return routeFor(CHAT_PAGES, pathname) !== null;
}

/** A chat URL the portal forwards, so its dialog may frame it (same origin). */
export function isFramedChatUrl(url: string): boolean {
  return /^\/cs\/room\/[A-Za-z0-9_-]{40,64}$/.test(url);
}

/** The brand's chat (CBS3) is on. */
export async function chatOn(ctx: GatewayContext): Promise<boolean> {
  const { list } = await ctx.platform.call('whitelabel');
  return toFeatureFlags(list).chat;
}

export function forwardChatPage(config: GatewayConfig, request: Request, url: URL, language: string, sessionToken: string | null): Promise<Response> {
  return forwardPage(CHAT_PAGES, config, request, url, { language, session: async () => sessionToken });
}

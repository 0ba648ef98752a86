/**
 * What the service worker (service-worker.ts) may keep, as pure rules (unit-tested apart from the
 * worker). Shared with nothing else: the worker bundles it.
 */

/**
 * The public pages a visitor reads, kept for reading offline, and their data requests (Remix's
 * `<path>.data`; the home page's is `/_root.data`), with what their scripts ask for as they show:
 * the home page's game sections and the download links' QR codes (a member's are private, so
 * never kept).
 */
export const PUBLIC_PAGE =
  /^\/(?:|_root(?=\.data$)|resources\/home-sections(?!\.data)|resources\/download-qr(?!\.data)|home|index|hot|new|promotions|PromotionDetail|help|providers|down|rng|live|fish|pvp|sports|esports|cockfight|lott|elott|evo|pp|jdb|pg|mini|crash|megaway|rou|jp|bac|horse|jl|bg|bgs|ss|seamless|gameCenter\/[a-z]+|gameListCenter\/[a-z]+)(?:\.data)?$/;

/** An answer meant for one visitor only: every answer to a signed-in visitor is marked so (app/entry.worker.ts). */
export function isPersonal(response: Pick<Response, 'headers'>): boolean {
  return /\b(private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * Whether an answer may be kept: a whole 200 answer, not personal. (A cookie it sets is never seen
 * here, Set-Cookie being hidden from scripts; an answer that sets one is marked private.)
 */
export function mayKeep(response: Pick<Response, 'headers' | 'status'>): boolean {
  return response.status === 200 && !isPersonal(response);
}

/** The language a page is in, as the offline page should be (`en`, `ko`, `zh-CN`): a plain language tag or nothing. */
export function languageTag(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(value) ? value : null;
}

/** A push message as the platform sends it (docs/platform-protocol.md "Web push"), checked before it is shown. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of the portal: the page the notification opens. */
  url: string;
  tag: string;
}

/**
 * The notification a push message makes, or null for one that is not the platform's (it is shown
 * as nothing rather than as something unchecked): a title and a body of text, a tag, and a path of
 * this site (never another origin, never a protocol-relative `//host`).
 */
export function pushNoticeOf(data: unknown): PushNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim() || title.length > 200) return null;
  if (typeof body !== 'string' || body.length > 1000) return null;
  const path = typeof url === 'string' && /^\/(?![/\\])[^\s]*$/.test(url) && url.length <= 500 ? url : '/';
  return { title, body, url: path, tag: typeof tag === 'string' && tag.length <= 100 ? tag : '' };
}

import { AGENT_PAGE_DEFAULT } from './sections';

/**
 * The agent centre remembers the page an agent last opened (docs/spec-index.md#states-and-transitions "agent page selection is
 * stored"): a cookie with the page's name, written by the layout on every page (on the server for a
 * full load, in the browser after a client-side navigation), read when /agentHome opens. It stays a
 * cookie because /agentHome's redirect is decided on the server, before any script (and without
 * one). Secure and `__Host-` prefixed like the session cookie, so neither a plain-http answer nor a
 * sibling subdomain can plant or read it; the prefix asks for Path=/.
 */
export const AGENT_PAGE_COOKIE = '__Host-agentPage';
/** The name it had before (Path=/agentHome, Secure only on https): still read once, then cleared. */
export const LEGACY_AGENT_PAGE_COOKIE = 'agentPage';

/** The page name of an agent-centre path (/agentHome/registerCenter → registerCenter), or null. */
export function agentPageOf(pathname: string, pages: readonly string[]): string | null {
  const match = /^\/agentHome\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  return match && pages.includes(match[1]!) ? match[1]! : null;
}

/** The value of a cookie in a Cookie header, if it is one of `pages`. */
function pageIn(cookieHeader: string | null, cookie: string, pages: readonly string[]): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookie && value && pages.includes(value)) return value;
  }
  return null;
}

/** The remembered page from a Cookie header, if it is one of `pages` (under the old name when only that is there). */
export function rememberedPage(cookieHeader: string | null, pages: readonly string[]): string | null {
  return pageIn(cookieHeader, AGENT_PAGE_COOKIE, pages) ?? pageIn(cookieHeader, LEGACY_AGENT_PAGE_COOKIE, pages);
}

/** Where /agentHome opens: the remembered page, else agentTeamOverview when it exists, else the first page. */
export function openingPage(cookieHeader: string | null, pages: readonly string[]): string | null {
  return rememberedPage(cookieHeader, pages) ?? (pages.includes(AGENT_PAGE_DEFAULT) ? AGENT_PAGE_DEFAULT : (pages[0] ?? null));
}

/** The Set-Cookie value, also what the page's script writes after client-side navigations (a year; readable by that script). */
export function agentPageCookie(page: string): string {
  return `${AGENT_PAGE_COOKIE}=${page}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}

/** Set-Cookie values that clear the cookie under its old name, when the request still presents it. */
export function legacyAgentPageCleared(cookieHeader: string | null): string[] {
  const presented = (cookieHeader ?? '').split(';').some((part) => part.trim().split('=')[0] === LEGACY_AGENT_PAGE_COOKIE);
  return presented ? [`${LEGACY_AGENT_PAGE_COOKIE}=; Path=/agentHome; Max-Age=0; SameSite=Lax`] : [];
}

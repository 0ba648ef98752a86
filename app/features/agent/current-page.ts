import { AGENT_PAGE_DEFAULT } from './sections';

/**
 * The agent centre remembers the page an agent last opened (docs/spec-index.md#states-and-transitions "agent page selection is
 * stored"): a plain cookie with the page's name, written by the layout on every page (on the
 * server for a full load, in the browser after a client-side navigation), read when /agentHome opens.
 */
export const AGENT_PAGE_COOKIE = 'agentPage';

/** The page name of an agent-centre path (/agentHome/registerCenter → registerCenter), or null. */
export function agentPageOf(pathname: string, pages: readonly string[]): string | null {
  const match = /^\/agentHome\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  return match && pages.includes(match[1]!) ? match[1]! : null;
}

/** The remembered page from a Cookie header, if it is one of `pages`. */
export function rememberedPage(cookieHeader: string | null, pages: readonly string[]): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === AGENT_PAGE_COOKIE && value && pages.includes(value)) return value;
  }
  return null;
}

/** Where /agentHome opens: the remembered page, else agentTeamOverview when it exists, else the first page. */
export function openingPage(cookieHeader: string | null, pages: readonly string[]): string | null {
  return rememberedPage(cookieHeader, pages) ?? (pages.includes(AGENT_PAGE_DEFAULT) ? AGENT_PAGE_DEFAULT : (pages[0] ?? null));
}

/** The Set-Cookie value (a year; readable by the page's script, which writes it after client-side navigations). */
export function agentPageCookie(page: string, secure: boolean): string {
  return `${AGENT_PAGE_COOKIE}=${page}; Path=/agentHome; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

import { href } from './href';

/**
 * Where a visitor logs in, for links and redirects alike: the member site's login dialog, or the
 * agent site's login page for the agent centre; `back` is where the login returns (safe paths
 * only: the login route checks it again).
 */
export type LoginArea = 'member' | 'agent';

export function loginHref(back: string, area: LoginArea = 'member'): string {
  return href(area === 'agent' ? '/agent' : '/login', { search: { redirectTo: back } });
}

/** The agent centre logs in at the agent site; every other page at the member site's login. */
export function loginAreaOf(pathname: string): LoginArea {
  return /^\/agenthome(\/|$)/i.test(pathname) ? 'agent' : 'member';
}

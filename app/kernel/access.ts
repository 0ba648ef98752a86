import { href } from './href';
import { safeRedirectPath } from './safe-redirect';

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

/**
 * The log-out confirmation's address (a dialog over the home page): `back` is the page it is asked
 * from, where cancelling returns; from the agent area (`agent`) confirming leads to the agent login.
 */
export function logoutHref(back: string, area: LoginArea = 'member'): string {
  return href('/logout', { search: { from: area === 'agent' ? 'agent' : null, back } });
}

/**
 * Where cancelling the log-out goes: the page the confirmation was asked from (its `back`, a
 * same-site path), else home; never the confirmation itself.
 */
export function logoutCancelHref(search: string): string {
  const back = safeRedirectPath(new URLSearchParams(search).get('back'));
  const path = back.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  return path === href('/logout') ? href('/') : back;
}

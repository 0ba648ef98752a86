import { useLocation } from '@remix-run/react';
import { logoutCancelHref, logoutHref } from './access';
import { href } from './href';

/**
 * The log-out confirmation's address from the page the member is on, so cancelling it comes back
 * here (from the confirmation itself: where it came back to), and confirming it in the agent area
 * goes on to the agent login. One rule for every log-out link of the frame.
 */
export function useLogoutHref(): string {
  const { pathname, search } = useLocation();
  const here = pathname === href('/logout') ? logoutCancelHref(search) : pathname + search;
  return logoutHref(here, pathname.toLowerCase().startsWith('/agent') ? 'agent' : 'member');
}

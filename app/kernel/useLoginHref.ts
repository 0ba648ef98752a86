import { useLocation } from '@remix-run/react';
import { loginHref } from './access';
import { href } from './href';

/**
 * The member login's address from the page the visitor is on, so logging in brings them back
 * there (the login page itself returns home). One rule for every login link of the frame.
 */
export function useLoginHref(): string {
  const location = useLocation();
  return loginHref(location.pathname === href('/login') ? href('/') : location.pathname + location.search);
}

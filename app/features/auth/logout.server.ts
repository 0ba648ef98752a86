import type { AppLoadContext } from '@remix-run/cloudflare';
import { LogoutMutation } from './session.queries.server';

/**
 * What the browser forgets at a logout, besides the session cookie the Worker clears: its HTTP
 * cache of this site (and the back/forward cache's pages), so no page of the member's is shown
 * again from it. Not "storage": the spec's logout "clears session storage while keeping merchant
 * values", and "storage" would also empty localStorage (the language the visitor chose, kept by the
 * root) and unregister the service worker with its offline page (ADR 038); the portal keeps nothing
 * of the member's in either (the session is the httpOnly cookie, and the service worker never keeps
 * a personal answer). Not "cookies" either: it would drop the language, the analytics consent and
 * the agent's remembered page with the session, and the session cookie is cleared by name already.
 */
const LOGOUT_CLEARS_SITE_DATA = '"cache"';

/** Ends the session on the platform (the Worker clears the cookie): the headers of the redirect that follows. */
export async function logOut(context: AppLoadContext): Promise<Headers> {
  await context.graphql(LogoutMutation);
  return new Headers({ 'Clear-Site-Data': LOGOUT_CLEARS_SITE_DATA });
}

import { redirect } from '@remix-run/cloudflare';
import type { GraphQLFormattedError } from 'graphql';
import { loginRedirect, REAL_ACCOUNT_NEEDED_PATH } from './access.server';

/** What a guarded area's query answered: its `me` (which spreads GuardedMember) and any errors. */
interface Answer<M> {
  data?: { me?: M | null } | null;
  errors?: readonly GraphQLFormattedError[];
}

interface Guarded {
  isTrial: boolean;
  isAgent: boolean;
}

/**
 * A member lookup that failed is an error of the page (with a retry), never "not logged in":
 * sending the visitor to log in would bring them straight back, in a loop.
 */
function memberUnavailable(): Response {
  return new Response('The account could not be loaded', { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } });
}

/**
 * The member centre's guard, the one every member page relies on: visitors (or an ended session)
 * go to log in and come back; trial accounts get the real-account prompt. Returns the member.
 */
export function requireMember<M extends Guarded>(hasSession: boolean, answer: Answer<M>, request: Request, { loginPath = '/login' } = {}): M {
  if (!hasSession) throw loginRedirect(request, loginPath);
  const member = answer.data?.me;
  if (!member) {
    if (answer.errors?.some((error) => error.path?.[0] === 'me')) throw memberUnavailable();
    throw loginRedirect(request, loginPath);
  }
  if (member.isTrial) throw redirect(REAL_ACCOUNT_NEEDED_PATH);
  return member;
}

/** The agent centre's guard: as the member's, logging in at the agent site; non-agents are told 'agents only' there. */
export function requireAgent<M extends Guarded>(hasSession: boolean, answer: Answer<M>, request: Request): M {
  const member = requireMember(hasSession, answer, request, { loginPath: '/agent' });
  if (!member.isAgent) throw redirect('/agent');
  return member;
}

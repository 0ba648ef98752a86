import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { GraphQLFormattedError } from 'graphql';
import { loginAreaOf, loginHref, type LoginArea } from './access';
import { href } from './href';

/**
 * The guards, one module (ADR 017): the member and agent centres' layouts guard their pages
 * (`requireMember`, `requireAgent`); an action or a resource route, which runs without its
 * layout's loader, guards itself with `guardAction`/`guardLoader` (or `requireSession` inside a
 * shared action). No other code writes a login redirect.
 */

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
 * The page a visitor comes back to after logging in: the address asked, without a CSV's extension
 * (a report's file comes back to its page) and without Remix's `index` marker of an index route's form.
 */
export function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  const search = url.searchParams.toString();
  return url.pathname.replace(/\.csv$/i, '') + (search ? `?${search}` : '');
}

/**
 * The login redirect of a request: the member site's login, or the agent site's for the agent
 * centre (a 302, which a browser follows with a GET after a form post too).
 */
export function loginRedirect(request: Request, options: { area?: LoginArea; back?: string } = {}): ReturnType<typeof redirect> {
  const back = options.back ?? pageOf(request);
  return redirect(loginHref(back, options.area ?? loginAreaOf(new URL(request.url).pathname)));
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
export function requireMember<M extends Guarded>(hasSession: boolean, answer: Answer<M>, request: Request, { area = 'member' as LoginArea } = {}): M {
  if (!hasSession) throw loginRedirect(request, { area });
  const member = answer.data?.me;
  if (!member) {
    if (answer.errors?.some((error) => error.path?.[0] === 'me')) throw memberUnavailable();
    throw loginRedirect(request, { area });
  }
  // Trial accounts: the in_need_true_account prompt (docs/spec-index.md#roles-and-permissions).
  if (member.isTrial) throw redirect(href('/real-account-needed'));
  return member;
}

/** The agent centre's guard: as the member's, logging in at the agent site; non-agents are told 'agents only' there. */
export function requireAgent<M extends Guarded>(hasSession: boolean, answer: Answer<M>, request: Request): M {
  const member = requireMember(hasSession, answer, request, { area: 'agent' });
  if (!member.isAgent) throw redirect(href('/agent'));
  return member;
}

/**
 * An action's or a resource route's guard: a visitor (no session) goes to log in, at the agent
 * site for the agent centre, and comes back to `back` (by default the page asked: pageOf). What the
 * account may do is the gateway's to decide (its session guard refuses trial accounts).
 */
export function requireSession(request: Request, context: AppLoadContext, options: { back?: string } = {}): void {
  if (!context.session) throw loginRedirect(request, options);
}

/** An action that needs a login (see requireSession). */
export function guardAction<R>(action: (args: ActionFunctionArgs) => R, options: { back?: string } = {}) {
  return (args: ActionFunctionArgs): R => {
    requireSession(args.request, args.context, options);
    return action(args);
  };
}

/**
 * A loader that needs a login and has no guarded layout above it (see requireSession): a resource
 * route (a CSV, a private file) or a dialog over the home page (feedback, chat).
 */
export function guardLoader<R>(loader: (args: LoaderFunctionArgs) => R, options: { back?: string } = {}) {
  return (args: LoaderFunctionArgs): R => {
    requireSession(args.request, args.context, options);
    return loader(args);
  };
}

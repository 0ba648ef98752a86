import { redirect } from '@remix-run/cloudflare';

/** The login route, coming back to this page afterwards. */
export function loginRedirect(request: Request, loginPath = '/login'): Response {
  const url = new URL(request.url);
  return redirect(`${loginPath}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** The in_need_true_account prompt (spec §6) for trial accounts. */
export const REAL_ACCOUNT_NEEDED_PATH = '/real-account-needed';

/**
 * Member-only pages: anonymous visitors (or an ended session) go to log in and come back; trial
 * accounts get the need-a-real-account prompt. Returns the member to narrow its type.
 */
export function requireRealMember<M extends { isTrial: boolean }>(member: M | null | undefined, request: Request, loginPath = '/login'): M {
  if (!member) throw loginRedirect(request, loginPath);
  if (member.isTrial) throw redirect(REAL_ACCOUNT_NEEDED_PATH);
  return member;
}

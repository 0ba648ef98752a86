import { redirect } from '@remix-run/cloudflare';

/** The login route, coming back to this page afterwards. */
export function loginRedirect(request: Request, loginPath = '/login'): Response {
  const url = new URL(request.url);
  return redirect(`${loginPath}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** The in_need_true_account prompt (spec §6) for trial accounts. */
export const REAL_ACCOUNT_NEEDED_PATH = '/real-account-needed';

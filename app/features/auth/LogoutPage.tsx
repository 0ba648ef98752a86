import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useLocation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { LogoutMutation } from './session.queries.server';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { logoutCancelHref } from '#app/kernel/access';

/**
 * Logging out asks first: the home page with a confirmation dialog, whose cancel goes back to the
 * page it was asked from (`back`: kernel/access.ts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect('/');
  return null;
}

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

/**
 * Ends the session on the platform, clears the cookie (keeping the language) and goes home, or
 * to the agent login from the agent area, or on to registration from the real-account prompt.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await context.graphql(LogoutMutation);
  const url = new URL(request.url);
  const then = url.searchParams.get('then');
  const from = url.searchParams.get('from');
  return redirect(href(then === 'register' ? '/register' : from === 'agent' ? '/agent' : '/'), {
    status: 303,
    headers: { 'Clear-Site-Data': LOGOUT_CLEARS_SITE_DATA },
  });
}

export default function LogoutPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <Dialog title={t('auth.logoutTitle')} closeHref={logoutCancelHref(search)}>
        <p>{t('auth.logoutQuestion')}</p>
        <Form method="post" action={href('/logout', { search })} className="dialog__actions">
          <button type="submit" className="button">
            {t('auth.logoutConfirm')}
          </button>
        </Form>
      </Dialog>
    </>
  );
}

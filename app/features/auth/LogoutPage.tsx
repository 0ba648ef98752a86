import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useLocation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { logOut } from './logout.server';
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
 * Ends the session on the platform, clears the cookie (keeping the language) and goes home, or
 * to the agent login from the agent area, or on to registration from the real-account prompt.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = await logOut(context);
  const url = new URL(request.url);
  const then = url.searchParams.get('then');
  const from = url.searchParams.get('from');
  return redirect(href(then === 'register' ? '/register' : from === 'agent' ? '/agent' : '/'), {
    status: 303,
    headers,
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

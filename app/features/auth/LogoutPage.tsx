import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useLocation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { LogoutMutation } from './session.queries.server';
import { useTranslation } from '#app/i18n/react';

/** Logging out asks first: the home page with a confirmation dialog. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect('/');
  return null;
}

/**
 * Ends the session on the platform, clears the cookie (keeping the language) and goes home, or
 * to the agent login from the agent area, or on to registration from the real-account prompt.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await context.graphql(LogoutMutation);
  const url = new URL(request.url);
  const then = url.searchParams.get('then');
  const from = url.searchParams.get('from');
  return redirect(then === 'register' ? '/register' : from === 'agent' ? '/agent' : '/', 303);
}

export default function LogoutPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <Dialog title={t('auth.logoutTitle')} closeHref="/">
        <p>{t('auth.logoutQuestion')}</p>
        <Form method="post" action={`/logout${search}`} className="dialog__actions">
          <button type="submit" className="button">
            {t('auth.logoutConfirm')}
          </button>
        </Form>
      </Dialog>
    </>
  );
}

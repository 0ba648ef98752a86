import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form } from '@remix-run/react';
import { Dialog } from '../components/Dialog';
import { LogoutMutation } from '../features/auth/session.queries.server';
import { useTranslation } from '../i18n/react';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

/** Logging out asks first: the home page with a confirmation dialog. */
export async function loader(args: LoaderFunctionArgs) {
  if (!args.context.session) throw redirect('/');
  return homeLoader(args);
}

/** Ends the session on the platform, clears the cookie (keeping the language) and goes home. */
export async function action({ context }: ActionFunctionArgs) {
  await context.graphql(LogoutMutation);
  return redirect('/', 303);
}

export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <HomePage />
      <Dialog title={t('auth.logoutTitle')} closeHref="/">
        <p>{t('auth.logoutQuestion')}</p>
        <Form method="post" className="dialog__actions">
          <button type="submit" className="button">
            {t('auth.logoutConfirm')}
          </button>
        </Form>
      </Dialog>
    </>
  );
}

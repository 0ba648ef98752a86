import { Form, Link } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/** in_need_true_account (docs/spec-index.md#roles-and-permissions): what a trial account sees instead of member pages and real play. */
export default function RealAccountNeeded() {
  const { t } = useTranslation();
  const shell = useShell();
  const isTrial = Boolean(shell?.shell?.me?.isTrial);
  return (
    <>
      <Dialog title={t('account.realAccountTitle')} closeHref="/">
        <p>{t('account.realAccountNeeded')}</p>
        <div className="dialog__actions">
          {isTrial ? (
            // A trial session is ended first, so the registration starts from a clean slate.
            <Form method="post" action={href('/logout', { search: { then: 'register' } })}>
              <button type="submit" className="button">
                {t('account.registerRealAccount')}
              </button>
            </Form>
          ) : shell?.shell?.features?.directRegistration ? (
            <Link className="button" to={href('/register')}>
              {t('account.registerRealAccount')}
            </Link>
          ) : null}
          <Link className="button button--ghost" to="/">
            {t('common.close')}
          </Link>
        </div>
      </Dialog>
    </>
  );
}

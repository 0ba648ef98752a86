import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { customerServiceTarget } from '#app/kernel/customer-service';
import { useShell } from '#app/kernel/use-shell';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['legal'] };

/**
 * After declining a new version of the terms (features/legal/LegalAnswerRoute.ts): the member is
 * logged out, and told that the money stays theirs and how to take it and close the account.
 */
export default function DeclinedPage() {
  const { t } = useTranslation();
  // Logged out: the brand's external channel (its chat needs a login).
  const service = customerServiceTarget(useShell()?.shell?.brand?.customerService, { chat: false, member: false });
  return (
    <section className="legal-page" aria-labelledby="legal-declined-title">
      <h1 id="legal-declined-title">{t('legal.declined.title')}</h1>
      <p>{t('legal.declined.body')}</p>
      <h2>{t('legal.declined.howToLeaveTitle')}</h2>
      <p>{t('legal.declined.howToLeave')}</p>
      <p className="dialog__actions">
        <Link className="button" to={href('/login')}>
          {t('legal.declined.logIn')}
        </Link>
        <Link className="button button--ghost" to={href('/legal/terms')}>
          {t('legal.declined.readTerms')}
        </Link>
        {service ? (
          <a className="button button--ghost" href={service.href} target="_blank" rel="noopener noreferrer">
            {t('legal.declined.customerService')}
          </a>
        ) : null}
      </p>
    </section>
  );
}

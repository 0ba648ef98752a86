import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import { AccountOverview } from './AccountOverview';
import { LimitReviewPrompt } from '#app/features/responsible-gaming/SaferGamblingPrompts';
import type { loader } from './security.loader.server';
import { SecuritySections } from './SecuritySections';
import securityStyles from './security.css?url';
import { LegalRecordSection } from '#app/features/legal/LegalRecordSection';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';

export { loader } from './security.loader.server';
export { action } from './security.action.server';

/** The translation namespaces this page adds to the member centre's (read by the words layout): the record of the terms. */
export const handle: RouteHandle = { namespaces: ['legal'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: securityStyles }];

/** The security centre: what the last change did, the account's overview, then each section's forms. */
export default function SecurityCentrePage() {
  const { centre, netDeposits, legalRecord, prompts, paymentRule, mobileRule, done: finished, formsKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="security-centre">
      <h1>{t('account.securityCenter')}</h1>
      {finished ? (
        <p role="status" className="notice">
          {t(`security.done.${finished}`)}
        </p>
      ) : null}
      <LimitReviewPrompt due={prompts} />
      <AccountOverview netDeposits={netDeposits} />
      {centre ? (
        <SecuritySections key={formsKey} centre={centre} paymentRule={paymentRule} mobileRule={mobileRule} />
      ) : (
        <SectionError what={t('account.securityCenter')} />
      )}
      <LegalRecordSection record={legalRecord} />
    </div>
  );
}

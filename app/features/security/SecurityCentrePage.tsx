import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import { AccountOverview } from './AccountOverview';
import { LimitReviewPrompt } from '#app/features/responsible-gaming/SaferGamblingPrompts';
import type { loader } from './security.loader.server';
import { SecuritySections } from './SecuritySections';
import securityStyles from './security.css?url';

export { loader } from './security.loader.server';
export { action } from './security.action.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: securityStyles }];

/** The security centre: what the last change did, the account's overview, then each section's forms. */
export default function SecurityCentrePage() {
  const { centre, netDeposits, prompts, paymentRule, mobileRule, done: finished, formsKey } = useLoaderData<typeof loader>();
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
    </div>
  );
}

import { useTranslation } from '#app/i18n/react';
import type { ConsentChoice as Choice } from '#app/kernel/use-shell';
import { ConsentForm } from './AnalyticsConsent';

/** The answer given, and the other one, in the footer of every page. */
export function ConsentChoice({ consent }: { consent: Choice }) {
  const { t } = useTranslation();
  return (
    <section className="consent-choice" aria-labelledby="consent-choice-title">
      <h2 id="consent-choice-title">{t('consentChoice.label')}</h2>
      <p>{t(consent === 'granted' ? 'consentChoice.granted' : 'consentChoice.denied')}</p>
      <ConsentForm
        choices={consent === 'granted' ? [{ choice: 'denied', label: t('consentChoice.stop') }] : [{ choice: 'granted', label: t('consentChoice.allow') }]}
      />
    </section>
  );
}

import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { MinutesForm } from './MinutesForm';
import type { loader } from './responsible-gaming.loader.server';

/** The reality check: the interval in force (the member's, or the brand's default) and the form that sets it or goes back to the default. */
export function RealityCheckSection() {
  const { realityCheck } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!realityCheck) return null;
  return (
    <MinutesForm
      which="realityCheck"
      intro={t('responsibleGaming.reality.intro')}
      facts={[
        {
          term: t('responsibleGaming.reality.current'),
          detail:
            realityCheck.minutes === null
              ? t('responsibleGaming.reality.brandDefault', { minutes: realityCheck.brandMinutes })
              : t('responsibleGaming.reality.own', { minutes: realityCheck.minutes }),
        },
      ]}
      other="default"
      otherLabel={t('responsibleGaming.reality.useDefault', { minutes: realityCheck.brandMinutes })}
    />
  );
}

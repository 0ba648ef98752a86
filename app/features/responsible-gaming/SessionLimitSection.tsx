import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { MinutesForm } from './MinutesForm';
import type { loader } from './responsible-gaming.loader.server';

/**
 * The session time limit: the one in force (or none), a longer limit or a removal waiting for the
 * cooling-off, and the form that sets, shortens, lengthens or removes it in minutes.
 */
export function SessionLimitSection() {
  const { sessionLimit, coolingOffHours } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!sessionLimit) return null;
  const waiting = sessionLimit.pendingText
    ? sessionLimit.pendingMinutes === null
      ? t('responsibleGaming.session.removedOn', { time: sessionLimit.pendingText })
      : t('responsibleGaming.session.changesTo', { minutes: sessionLimit.pendingMinutes, time: sessionLimit.pendingText })
    : t('responsibleGaming.limits.noChange');
  return (
    <MinutesForm
      which="sessionLimit"
      intro={t('responsibleGaming.session.intro', { hours: coolingOffHours })}
      facts={[
        {
          term: t('responsibleGaming.session.current'),
          detail: sessionLimit.minutes === null ? t('responsibleGaming.session.none') : t('responsibleGaming.minutes', { minutes: sessionLimit.minutes }),
        },
        { term: t('responsibleGaming.limits.waiting'), detail: waiting },
      ]}
      other="remove"
    />
  );
}

import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { limitName } from './limit-words';
import type { loader } from './responsible-gaming.loader.server';

/** What the last change did: a limit's (`&done=1`), or the session limit's or the reality check's (`?done=sessionLimit|realityCheck`). */
export function ChangeNotices() {
  const { coolingOffHours, done, settingDone } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      {done ? (
        <p className="notice-banner" role="status">
          {done.waitingUntil
            ? t('responsibleGaming.done.waiting', { name: limitName(t, done, 'names'), time: done.waitingUntil, hours: coolingOffHours })
            : t(done.none ? 'responsibleGaming.done.none' : 'responsibleGaming.done.applied', { name: limitName(t, done, 'names') })}
        </p>
      ) : null}
      {settingDone ? (
        <p className="notice-banner" role="status">
          {t(settingDone.key, settingDone.params)}
        </p>
      ) : null}
    </>
  );
}

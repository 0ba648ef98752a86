import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/react';

/** How long a navigation runs before the bar shows: a quicker one never flashes it. */
export const PROGRESS_DELAY_MS = 300;

/**
 * The spec's loader (product spec, "Router": shown while a route loads, hidden after it): a thin bar
 * along the top of the window once a navigation or a form's post has taken 300 ms, until it ends.
 * It has no figure to give (a loader's duration is unknown), so it is an indeterminate progress bar
 * for assistive technology, named "Loading…"; it covers only the top 3 px of the header, and only
 * while nothing there can be used anyway. Motion is a sweep, still for visitors who ask for less.
 */
export function NavigationProgress({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t('common.loading')}>
      <span />
    </div>
  );
}

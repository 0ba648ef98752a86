import { useLocation, useRevalidator } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';

/**
 * Shown in place of a section whose data could not be loaded. Retry reloads the page's data
 * (a plain link before JavaScript loads), or runs `onRetry` for a section that loads its own.
 */
export function SectionError({ what, onRetry, busy }: { what: string; onRetry?: () => void; /** Its own retry under way (with `onRetry`). */ busy?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    <div className="section-error" role="status">
      <p>{t('errors.sectionFailed', { section: what })}</p>
      <a
        className="button button--small"
        href={location.pathname + location.search}
        onClick={(event) => {
          event.preventDefault();
          if (onRetry) onRetry();
          else revalidator.revalidate();
        }}
        aria-busy={onRetry ? Boolean(busy) : revalidator.state === 'loading'}
      >
        {t('common.retry')}
      </a>
    </div>
  );
}

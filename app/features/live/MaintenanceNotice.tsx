import { useEffect, useRef } from 'react';
import { returnFocusSoon, takeOpener } from '#app/components/focus-return';
import { useTranslation } from '#app/i18n/react';
import { brandTime } from '#app/kernel/brand-time';
import { useBrandTimeZone, useShell } from '#app/kernel/use-shell';

/**
 * The maintenance page over an open page (docs/decisions/040-live-updates.md): when the operator
 * switches maintenance on, every open tab shows the same words as the edge guard's page, in a
 * modal dialog in the top layer (nothing under it can be used, a screen reader hears it at once),
 * without a reload. It cannot be dismissed; it goes when the maintenance ends.
 */
export function MaintenanceNotice({ endsAt }: { endsAt: number | null }) {
  const { t, i18n } = useTranslation();
  const brand = useShell()?.shell?.brand?.name ?? '';
  const timeZone = useBrandTimeZone();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    const opener = takeOpener(element);
    element.showModal();
    return () => {
      element.close();
      // The page is back: focus where the reader was.
      returnFocusSoon(opener, element);
    };
  }, []);
  // The brand's wall clock with its zone named, as the edge guard's page writes it (guard/render-guard.tsx).
  const time = endsAt === null ? null : brandTime(endsAt, i18n.language, timeZone);
  return (
    <dialog
      ref={dialog}
      className="dialog maintenance-notice"
      aria-labelledby="maintenance-notice-title"
      // Maintenance is not the visitor's to close.
      onCancel={(event) => event.preventDefault()}
    >
      {brand ? <p className="maintenance-notice__brand">{brand}</p> : null}
      <h2 id="maintenance-notice-title">{t('guard.maintenance.title')}</h2>
      <p>{t('guard.maintenance.body')}</p>
      <p className="maintenance-notice__detail">{time ? t('guard.maintenance.endsAt', { time }) : t('guard.maintenance.endUnknown')}</p>
    </dialog>
  );
}

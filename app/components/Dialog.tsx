import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { returnFocusSoon, takeOpener } from './focus-return';

interface DialogProps {
  title: ReactNode;
  /** Where closing leads: the same page without the dialog's URL state. */
  closeHref: string;
  children: ReactNode;
  className?: string;
}

/**
 * A route-addressable modal on the native <dialog>. The server renders it open, so it works
 * without JavaScript (closing is a link). Once hydrated it becomes modal: the browser traps focus,
 * Escape closes it, and closing navigates to `closeHref`. When it closes, focus goes back to the
 * control that opened it, or to the page's main content (./focus-return.ts).
 */
export function Dialog({ title, closeHref, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const { t } = useTranslation();

  // Before the dialog takes focus (the effect below): the control that opened it, given focus back
  // when it closes (it leaves the page: the address without it, or another page).
  useEffect(() => {
    const dialog = ref.current;
    const opener = takeOpener(dialog);
    return () => returnFocusSoon(opener, dialog);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true, replace: true });
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, [closeHref, navigate]);

  return (
    <dialog ref={ref} open className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={titleId}>
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <Link to={closeHref} replace preventScrollReset className="dialog__close" aria-label={t('common.close')}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}

import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { returnFocusSoon, takeOpener } from './focus-return';

/** A layout effect in the browser (before the paint); on the server, where nothing runs, the plain one. */
const useModalEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type DialogProps = {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** The body holds only words and tables, no control: a keyboard reaches it to scroll it (WCAG 2.1.1). */
  readOnlyBody?: boolean;
} & (
  | {
      /** Where closing leads: the same page without the dialog's URL state. */
      closeHref: string;
      onClose?: never;
    }
  | {
      /** A dialog the page opened itself (no address of its own): closing tells the page. */
      onClose: () => void;
      closeHref?: never;
    }
);

/**
 * A route-addressable modal on the native <dialog>. The server renders it open, so it works
 * without JavaScript (closing is a link). Once hydrated it becomes modal: the browser traps focus,
 * Escape closes it, and closing navigates to `closeHref`. When it closes, focus goes back to the
 * control that opened it, or to the page's main content (./focus-return.ts).
 *
 * With `onClose` instead, the same modal for a dialog the page opens in the browser over what it
 * shows (a game's rules over its card: the link it replaces leads to a page of their own), closed
 * by a button or Escape.
 */
export function Dialog({ title, closeHref, onClose, children, className, readOnlyBody = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const { t } = useTranslation();
  // The latest onClose, so that a page passing a new function each render does not reopen the dialog.
  const close = useRef(onClose);
  close.current = onClose;
  const closesItself = Boolean(onClose);

  // Before the dialog takes focus (the effect below): the control that opened it, given focus back
  // when it closes (it leaves the page: the address without it, or another page).
  useModalEffect(() => {
    const dialog = ref.current;
    const opener = takeOpener(dialog);
    return () => returnFocusSoon(opener, dialog);
  }, []);

  // Modal, and Escape heard, before the browser paints it: a dialog that appeared in a navigation
  // and became modal only after the paint let an Escape pressed at once go by unheard (the
  // log-out's confirmation stayed open, in one browser run of about ten).
  useModalEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (close.current) close.current();
      else if (closeHref) navigate(closeHref, { preventScrollReset: true, replace: true });
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [closeHref, closesItself, navigate]);

  // Closed when it leaves (after the page has moved on, as before: focus-return.ts).
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} open className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={titleId}>
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        {onClose ? (
          <button type="button" onClick={onClose} className="dialog__close" aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          <Link to={closeHref ?? '.'} replace preventScrollReset className="dialog__close" aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Link>
        )}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is not interactive but must take focus */}
      <div className="dialog__body" tabIndex={readOnlyBody ? 0 : undefined}>
        {children}
      </div>
    </dialog>
  );
}

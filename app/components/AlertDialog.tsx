import { useEffect, useId, useRef, type ReactNode } from 'react';
import { returnFocusSoon, takeOpener } from './focus-return';

/**
 * A warning the reader answers before going on (role alertdialog) on the native <dialog>: rendered
 * open, so it shows without JavaScript, and modal once hydrated (focus kept inside, and when it
 * closes back on the control that was focused when it opened, or on the page's main content:
 * ./focus-return.ts). The caller gives the actions; a `<form method="dialog">` button closes it.
 * `shownFor` opens it again when it changes (the same warning answered twice is shown twice).
 * Turning the server-rendered open dialog into a modal one closes it first, and that close event
 * arrives after it is open again: only a close that leaves it closed reaches `onClose`.
 * `required`: only its own actions end it (a new version of the terms): Escape does nothing, and
 * a close the browser forces anyway (Chromium closes a modal on a second Escape without a click
 * between) opens it again.
 */
export function AlertDialog({
  title,
  message,
  shownFor,
  onClose,
  required = false,
  children,
}: {
  title: ReactNode;
  message: ReactNode;
  shownFor?: unknown;
  onClose?: () => void;
  required?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (!dialog.matches(':modal')) opener.current = takeOpener(dialog);
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, [shownFor]);
  // Taken off the page while open (its caller stopped showing it): focus goes back all the same.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) returnFocusSoon(opener.current, dialog);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open
      role="alertdialog"
      className="dialog dialog--alert"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={required ? (event) => event.preventDefault() : undefined}
      onClose={() => {
        if (ref.current?.open) return;
        if (required && ref.current?.isConnected) {
          ref.current.showModal();
          return;
        }
        returnFocusSoon(opener.current, ref.current);
        onClose?.();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="dialog__body">
        <p id={messageId}>{message}</p>
        {children}
      </div>
    </dialog>
  );
}

/** The button that answers an alert dialog and closes it (a dialog form: it works before hydration too). */
export function DialogCloseButton({ children, ghost = false }: { children: ReactNode; ghost?: boolean }) {
  return (
    <form method="dialog">
      <button type="submit" className={ghost ? 'button button--ghost' : 'button'}>
        {children}
      </button>
    </form>
  );
}

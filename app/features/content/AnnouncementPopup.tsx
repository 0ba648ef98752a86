import { Link, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LocalTime } from '#app/components/LocalTime';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount } from '#app/components/data-table/table-state';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { returnFocusSoon, takeOpener } from '#app/components/focus-return';

export interface PopupAnnouncement {
  id: string;
  title: string;
  content: string;
  promotionType?: string | null;
  execution: 'A' | 'B' | 'F';
  timestamp: number;
}

export const POPUP_PAGE_SIZE = 8;
/** Separate keys: closing the popup as a guest does not hide the members' announcements, and back. */
export const popupClosedKey = (loggedIn: boolean) => (loggedIn ? 'announcementPopupClosed:member' : 'announcementPopupClosed:guest');

function wasClosed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The pages where a visitor has come to sign in (or to recover the account): the popup never opens
 * over them, and waits until the visitor has moved on.
 */
const SIGN_IN_PATHS = new Set<string>([
  href('/login'),
  href('/login/verify'),
  href('/register'),
  href('/agent'),
  href('/forgot-password'),
  href('/reset-password'),
  href('/change-password'),
]);

/** Whether the popup may open now: not on a sign-in page, and not over another open dialog. */
export function popupMayOpen(pathname: string, otherDialogOpen: boolean): boolean {
  return !SIGN_IN_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '') || '/') && !otherDialogOpen;
}

/**
 * The announcement popup (docs/spec-index.md#states-and-transitions): after load and after a language change, unless closed before in
 * this browser session. Guests get execution B; members A, plus F (and a welcome) on their first
 * login. 8 per page. It never opens over another dialog (a notice, the login) or on a sign-in page
 * (the agent login is a page, not a dialog): "after load" is after the page the visitor came for.
 */
export function AnnouncementPopup({ items, loggedIn, firstLogin }: { items: PopupAnnouncement[]; loggedIn: boolean; firstLogin: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const key = popupClosedKey(loggedIn);

  useEffect(() => {
    if (!items.length || wasClosed(key)) {
      delete document.documentElement.dataset.announcements;
      return;
    }
    // A popup held back says so on the document (data-announcements="waiting"): the decision is
    // made, not merely late, for whoever watches the page (the e2e suite).
    const waiting = !popupMayOpen(location.pathname, Boolean(document.querySelector('dialog[open]:not(.announcement-popup)')));
    document.documentElement.dataset.announcements = waiting ? 'waiting' : 'open';
    if (waiting) return;
    setPage(1);
    setOpen(true);
  }, [items.length, key, i18n.language, location.pathname]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    opener.current = takeOpener(dialog);
    dialog.showModal();
  }, [open]);

  const close = () => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage off: it simply shows again on the next load.
    }
    ref.current?.close();
    // Back where the reader was, or on the page's main content (it opened with the page).
    returnFocusSoon(opener.current, ref.current);
    setOpen(false);
  };

  if (!open) return null;
  const totalPages = pageCount(items.length, POPUP_PAGE_SIZE);
  const shown = items.slice((page - 1) * POPUP_PAGE_SIZE, page * POPUP_PAGE_SIZE);
  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide announcement-popup"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{t(firstLogin ? 'popup.welcomeTitle' : 'popup.title')}</h2>
        <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog__body">
        {firstLogin ? <p className="notice-banner">{t('popup.welcome')}</p> : null}
        <ul className="announcement-popup__list">
          {shown.map((item) => (
            <li key={item.id}>
              <article aria-labelledby={`popup-${item.id}`}>
                <h3 id={`popup-${item.id}`}>{item.title}</h3>
                <p className="muted">
                  <LocalTime ms={item.timestamp} locale={i18n.language} />
                </p>
                <p>{item.content}</p>
                {item.promotionType ? (
                  <Link className="button button--small" to={href('/PromotionDetail', { search: { type: item.promotionType } })} onClick={close}>
                    {t('home.goToPromotion')}
                  </Link>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
        {/* Its pages turn in place: the pop-up shows over any page and is not in the address. */}
        <Pager page={page} pages={totalPages} onPage={setPage} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={close}>
            {t('popup.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

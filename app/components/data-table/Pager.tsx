import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { tableHref } from './table-state';

export interface PagerProps {
  /** The page shown, from 1 (readPage / readTableState). */
  page: number;
  /** How many pages there are (pageCount). With one, the pager shows nothing unless `single`. */
  pages: number;
  /** The search parameter that holds the page: `page`, or another name where that one is taken (the home page's announcements: `apage`). */
  param?: string;
  /** Search parameters the page links leave out: what is open over the list (a dialog, one item) or a notice of what was just done. */
  drop?: readonly string[];
  /** The nav's name, already translated; "Pages" when absent. */
  label?: string;
  /** The links' words, already translated; "Previous" and "Next" when absent. */
  previous?: string;
  next?: string;
  /** Where the reader is, already translated; "Page 2 of 4" when absent. */
  status?: string;
  /** Inside a dialog: a page link replaces the history entry and keeps the scroll, as the dialog's other links do. */
  inDialog?: boolean;
  /** Where a page's link leads, for a list whose address holds something else than a page number (the notice dialog: the notice's index). */
  href?: (page: number) => string;
  /** Turn the pages in place with buttons, for a list that is not in the address (the announcement pop-up). */
  onPage?: (page: number) => void;
  /** Shown with a single page too ("Page 1 of 1": the notice dialog counts its notices). */
  single?: boolean;
}

/**
 * The one pager: previous, "page n of m", next, in a <nav>. The page lives in the URL (a link that
 * works without JavaScript and can be shared), the list's other parameters kept (its filters, its
 * tab), so every paged list and <DataTable> page alike.
 */
export function Pager({ page, pages, param = 'page', drop = [], label, previous, next, status, inDialog, href, onPage, single }: PagerProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1 && !single) return null;
  const words = {
    label: label ?? t('common.pagination'),
    previous: previous ?? t('common.previous'),
    next: next ?? t('common.next'),
    status: status ?? t('common.pageOf', { page, total: pages }),
  };
  const where = <span aria-current="page">{words.status}</span>;
  if (onPage) {
    return (
      <nav className="pager" aria-label={words.label}>
        <button type="button" className="button button--small button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {words.previous}
        </button>
        {where}
        <button type="button" className="button button--small button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {words.next}
        </button>
      </nav>
    );
  }
  const kept = new URLSearchParams(search);
  for (const name of drop) kept.delete(name);
  const to = href ?? ((n: number) => tableHref(pathname, kept.toString(), { page: n }, param));
  return (
    <nav className="pager" aria-label={words.label}>
      {page > 1 ? (
        <Link to={to(page - 1)} replace={inDialog} preventScrollReset={inDialog}>
          {words.previous}
        </Link>
      ) : null}
      {where}
      {page < pages ? (
        <Link to={to(page + 1)} replace={inDialog} preventScrollReset={inDialog}>
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}

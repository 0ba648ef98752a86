/**
 * A report's paging and sort live in the URL (?page=2&size=50&sort=amount&dir=desc) beside its
 * filters, so a report is a link that works without JavaScript and can be shared.
 */
export interface TableState {
  page: number;
  pageSize: number;
  sort: string | null;
  dir: 'asc' | 'desc';
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 10_000;

export interface TableStateOptions {
  /** Column ids that may be sorted by; anything else in the URL is ignored. */
  sortable?: readonly string[];
  defaultSort?: { sort: string; dir: 'asc' | 'desc' };
  defaultPageSize?: number;
}

const positiveInt = (raw: string | null) => {
  const value = raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return value >= 1 ? value : null;
};

/**
 * The page a URL asks for in `name` (`page`, or another name where `page` means something else:
 * the home page's announcements use `apage`): a whole number from 1 to `max`, page 1 when absent
 * or not a plain number. Every paged list reads its page here, so they all clamp alike.
 */
export function readPage(params: URLSearchParams, name = 'page', max = MAX_PAGE): number {
  return Math.min(max, positiveInt(params.get(name)) ?? 1);
}

/** The state a URL asks for, every part checked and clamped (page ≥ 1, a page size from PAGE_SIZES). */
export function readTableState(params: URLSearchParams, options: TableStateOptions = {}): TableState {
  const fallbackSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const askedSize = positiveInt(params.get('size'));
  // The nearest allowed size at or above what was asked, capped at the largest.
  const pageSize = askedSize === null ? fallbackSize : (PAGE_SIZES.find((size) => size >= askedSize) ?? PAGE_SIZES[PAGE_SIZES.length - 1]);
  const sort = params.get('sort');
  const sortable = sort !== null && (options.sortable ?? []).includes(sort);
  return {
    page: readPage(params),
    pageSize,
    sort: sortable ? sort : (options.defaultSort?.sort ?? null),
    dir: sortable ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : (options.defaultSort?.dir ?? 'asc'),
  };
}

/**
 * The same URL with some of the table's state changed; other parameters (the filters) stay. The
 * page is held in `pageParam` (`page` unless a list pages with another name), left out for page 1.
 */
export function tableHref(pathname: string, search: string, changes: Partial<TableState>, pageParam = 'page'): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | number | null | undefined, omitWhen?: string | number) => {
    if (value === undefined) return;
    if (value === null || value === omitWhen) params.delete(name);
    else params.set(name, String(value));
  };
  set(pageParam, changes.page, 1);
  set('size', changes.pageSize);
  set('sort', changes.sort);
  set('dir', changes.dir);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Where a column header's link leads: sort by it, or turn its direction round if it is the sort already. */
export function sortHref(pathname: string, search: string, state: TableState, column: string): string {
  const dir = state.sort === column && state.dir === 'asc' ? 'desc' : 'asc';
  return tableHref(pathname, search, { sort: column, dir, page: 1 });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/*
 * The home page's Recent / Favourite tabs' paging, shared by its loader and its page (which keeps
 * the page parameter among the data it reloads for).
 */

/** The home page's Recent tab: its first 10 games (docs/spec-index.md#constants-and-limits: "home game list page size 10"). */
export const HOME_RECENT_GAMES = 10;

/**
 * The home page's Favourite tab: 5 a page, turned with `gpage` (docs/spec-index.md#constants-and-limits:
 * "favourites and vendor lists 5 per page"; the /favorite page keeps the spec's pageSize 20;
 * docs/decisions/050).
 */
export const HOME_FAVORITES_PAGE_SIZE = 5;
export const HOME_FAVORITES_PAGE_PARAM = 'gpage';

/** Home sections show 10 games at first, then 12 more per 'more' (docs/spec-index.md#constants-and-limits). */
export const SECTION_FIRST = 10;
export const SECTION_MORE = 12;
export const SECTION_MAX = 100;

/** The search parameters a section's state lives in (readSectionState reads exactly these). */
export const SECTION_STATE_PARAMS = ['section', 'vendor', 'shown'] as const;

/** One section's state from the URL (?section=RNG&vendor=PP&shown=22), so it works without JavaScript. */
export function readSectionState(params: URLSearchParams) {
  const gameType = params.get('section')?.trim().toUpperCase();
  if (!gameType || !/^[A-Z0-9_]{1,20}$/.test(gameType)) return null;
  const vendor = params.get('vendor')?.trim() || null;
  const shown = Number.parseInt(params.get('shown') ?? '', 10);
  return {
    gameType,
    vendor: vendor && /^[A-Za-z0-9_]{1,30}$/.test(vendor) ? vendor : null,
    shown: Number.isFinite(shown) ? Math.min(SECTION_MAX, Math.max(SECTION_FIRST, shown)) : SECTION_FIRST,
  };
}

/** In place of the sections: the browser asks for them as they come near the screen. */
export const ON_VIEW = 'on-view' as const;

/**
 * Whether the sections on the page load themselves (GameSectionsOnView.tsx mounted):
 * then a change of their state in the address (a vendor, 'more' without JavaScript) is theirs to
 * fetch, and the home route does not reload for it (HomePage.tsx shouldRevalidate).
 */
export const sectionsOnView = { mounted: 0 };

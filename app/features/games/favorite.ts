import { href } from '#app/kernel/href';

/** Where a heart posts (app/features/games/FavoriteResource.ts), shared by the button and the routes that skip revalidating after it. */
export const FAVORITE_ACTION = href('/resources/favorite');

/** At most one favourite change per second (docs/spec-index.md#validation-rules, #constants-and-limits). */
export const FAVORITE_THROTTLE_MS = 1000;

/** What the action answers a heart. */
export type FavoriteAnswer = { ok: true; gameId: string; isFavorite: boolean } | { ok: false; gameId: string; error: string };

/**
 * A heart changes nothing a page loaded except that heart, which shows its own state: no loader
 * needs to run again after one (a route's shouldRevalidate returns false for it).
 */
export const isFavoriteChange = (formAction: string | undefined) => formAction === FAVORITE_ACTION;

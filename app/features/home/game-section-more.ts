import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { GameCardFragment, GameSectionFragment, GameSliceQuery } from '#app/graphql/generated/graphql';
import { SECTION_MORE } from './section-state';
import { href } from '#app/kernel/href';

/** What /resources/games answers. */
type GameSlice = NonNullable<GameSliceQuery['games']> | { error: string };

/** The games 'more' appended to a section's server list, and whether there are more. */
interface Appended {
  to: GameSectionFragment['games'];
  items: readonly GameCardFragment[];
  hasMore: boolean | null;
}
const NONE: readonly GameCardFragment[] = [];

/** The games already appended, then those of the next answer that are not among them (a game the list moved past shows once). */
export function appendGames(kept: readonly GameCardFragment[], more: readonly GameCardFragment[]): GameCardFragment[] {
  return [...kept, ...more.filter((game) => !kept.some((c) => c.id === game.id))];
}

/** The search of /resources/games for a section's next games: its game type, from the games it shows, 12, and its vendor when one is chosen. */
export function moreGamesSearch(gameType: string, offset: number, vendor: string | null | undefined): URLSearchParams {
  const params = new URLSearchParams({
    gameType,
    offset: String(offset),
    limit: String(SECTION_MORE),
  });
  if (vendor) params.set('vendor', vendor);
  return params;
}

/**
 * A section's 'more' with JavaScript: the games the server sent, then the next 12 appended in place
 * at each `loadMore`; whether there are more, whether one is on its way, and whether the last failed.
 */
export function useSectionMore(games: GameSectionFragment['games']) {
  const fetcher = useFetcher();
  const slice = fetcher.data as GameSlice | undefined;
  // What 'more' appended, for the server list it was appended to: a new server list (vendor
  // changed, page reloaded) starts with nothing appended. Kept with its list rather than reset by an
  // effect, which rendered every section a second time as the page started.
  const [appended, setAppended] = useState<Appended>({ to: games, items: NONE, hasMore: null });
  const extra = appended.to === games ? appended : { items: NONE, hasMore: null };

  // The server list a 'more' was asked for: its answer is appended to that list only.
  const askedFor = useRef(games);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !slice || !('items' in slice)) return;
    const to = askedFor.current;
    setAppended((current) => {
      const kept = current.to === to ? current.items : NONE;
      return { to, items: appendGames(kept, slice.items), hasMore: slice.hasMore };
    });
  }, [fetcher.state, slice]);

  const items = extra.items.length > 0 ? [...(games?.items ?? []), ...extra.items] : (games?.items ?? NONE);
  return {
    items,
    hasMore: extra.hasMore ?? games?.hasMore ?? false,
    loading: fetcher.state !== 'idle',
    loadFailed: fetcher.state === 'idle' && slice !== undefined && 'error' in slice,
    /** Asks for the section's next games (its game type, and its vendor when one is chosen). */
    loadMore: (gameType: string, vendor: string | null | undefined) => {
      const params = moreGamesSearch(gameType, items.length, vendor);
      askedFor.current = games;
      fetcher.load(href('/resources/games', { search: params }));
    },
  };
}

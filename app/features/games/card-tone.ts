import { useEffect, useRef, type RefObject } from 'react';

/** How many tones the game cards' backgrounds come in (games.css `.game-card__media--tone-N`). */
export const CARD_TONES = 6;
const STORAGE_KEY = 'gameCardTones';
/** A tone's class (games.css): this prefix and the tone's number. */
const TONE_CLASS = 'game-card__media--tone-';

/**
 * The tone a game's card is drawn in behind its picture (docs/spec-index.md: colour classes random
 * per game, kept in session storage): chosen at random the first time the game shows in this tab's
 * session, then the same on every page until the tab closes. `random` is injectable for tests.
 */
export function toneOf(gameId: string, storage: Pick<Storage, 'getItem' | 'setItem'>, random: () => number = Math.random): number {
  let tones: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) tones = parsed as Record<string, number>;
  } catch {
    // A broken entry is replaced below.
  }
  const kept = tones[gameId];
  if (Number.isInteger(kept) && kept! >= 0 && kept! < CARD_TONES) return kept!;
  const tone = Math.min(CARD_TONES - 1, Math.floor(random() * CARD_TONES));
  tones[gameId] = tone;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(tones));
  } catch {
    // Storage full or refused (private mode): the tone holds for this page only.
  }
  return tone;
}

/**
 * Draws the card's tone on its element once in the browser (the server's HTML has the neutral
 * surface, so hydration matches). Written on the element itself, not through React's state: a
 * state would render every card of a list a second time just after it first shows (a hundred on
 * the home page). The element's className prop never changes, so React leaves the class alone.
 */
export function useCardTone(gameId: string): RefObject<HTMLDivElement> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let tone: number;
    try {
      tone = toneOf(gameId, window.sessionStorage);
    } catch {
      return;
    }
    const name = `${TONE_CLASS}${tone}`;
    node.classList.add(name);
    return () => node.classList.remove(name);
  }, [gameId]);
  return ref;
}

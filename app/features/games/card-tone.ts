import { useEffect, useState } from 'react';

/** How many tones the game cards' backgrounds come in (games.css `.game-card__media--tone-N`). */
export const CARD_TONES = 6;
const STORAGE_KEY = 'gameCardTones';

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

/** The card's tone once in the browser; null in the server's HTML (the neutral surface), so hydration matches. */
export function useCardTone(gameId: string): number | null {
  const [tone, setTone] = useState<number | null>(null);
  useEffect(() => {
    try {
      setTone(toneOf(gameId, window.sessionStorage));
    } catch {
      setTone(null);
    }
  }, [gameId]);
  return tone;
}

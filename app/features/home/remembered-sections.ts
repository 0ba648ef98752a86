import type { GameSectionFragment } from '#app/graphql/generated/graphql';

/**
 * The last few answers, by section state and account, in this page's memory (empty on every
 * document load, so hydration matches the server's placeholder): coming back to the home page
 * draws them at once, so the browser restores the scroll position over the whole page, and asks
 * for fresh ones behind them.
 */
const remembered = new Map<string, GameSectionFragment[]>();
const REMEMBERED_MAX = 5;

/** The sections last answered for an account and section state (`${account}|${state}`), while remembered. */
export const rememberedSections = (key: string): GameSectionFragment[] | undefined => remembered.get(key);

/** Keeps an answer as the newest; the oldest of more than five is forgotten. */
export function rememberSections(key: string, sections: GameSectionFragment[]) {
  remembered.delete(key);
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, sections);
}

/** docs/spec-index.md#constants-and-limits: the home jackpot counter starts at this value and grows by 100–500 every 3, 4 or 5 seconds. */
export const JACKPOT_START = 852_197_728_806;
export const JACKPOT_STEP = { min: 100, max: 500 };
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;

/** One tick of the counter, with the random source injectable for tests. */
export function nextJackpotTick(random: () => number = Math.random) {
  const increment = JACKPOT_STEP.min + Math.floor(random() * (JACKPOT_STEP.max - JACKPOT_STEP.min + 1));
  const delay = JACKPOT_INTERVALS_MS[Math.floor(random() * JACKPOT_INTERVALS_MS.length)];
  return { increment, delay };
}

/** At most this many ticks are drawn one by one for a time away; longer absences grow by the ticks' average. */
const MAX_DRAWN_TICKS = 1000;

/**
 * What the counter grows by over `elapsedMs` without being shown (scrolled away, a hidden tab): the
 * ticks that would have come in that time, drawn as the counter draws them, so a visitor who comes
 * back sees the jackpot where it would have been had it kept counting on screen.
 */
export function jackpotGrowth(elapsedMs: number, random: () => number = Math.random): number {
  let growth = 0;
  let left = Math.max(0, elapsedMs);
  for (let ticks = 0; ticks < MAX_DRAWN_TICKS; ticks += 1) {
    const { increment, delay } = nextJackpotTick(random);
    if (delay > left) return growth;
    growth += increment;
    left -= delay;
  }
  // Past a thousand ticks (about an hour away), the rest at the ticks' average: 300 every 4 s.
  const averageIncrement = (JACKPOT_STEP.min + JACKPOT_STEP.max) / 2;
  const averageDelay = JACKPOT_INTERVALS_MS.reduce((sum, ms) => sum + ms, 0) / JACKPOT_INTERVALS_MS.length;
  return growth + Math.floor(left / averageDelay) * averageIncrement;
}

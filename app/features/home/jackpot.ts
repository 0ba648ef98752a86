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

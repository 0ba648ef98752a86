import { describe, expect, it } from 'vitest';
import { JACKPOT_INTERVALS_MS, JACKPOT_START, JACKPOT_STEP, jackpotGrowth, nextJackpotTick } from './jackpot';

/** A random source that answers the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('nextJackpotTick', () => {
  it('starts from the spec value and steps 100..500 every 3, 4 or 5 s', () => {
    expect(JACKPOT_START).toBe(852_197_728_806);
    expect(JACKPOT_STEP).toEqual({ min: 100, max: 500 });
    expect([...JACKPOT_INTERVALS_MS]).toEqual([3000, 4000, 5000]);
  });

  it('gives the smallest step and delay for random 0', () => {
    expect(nextJackpotTick(() => 0)).toEqual({ increment: 100, delay: 3000 });
  });

  it('gives the largest step and delay for a random just below 1', () => {
    expect(nextJackpotTick(() => 0.999999)).toEqual({ increment: 500, delay: 5000 });
  });

  it('draws the increment first and the delay second', () => {
    expect(nextJackpotTick(sequence(0.5, 0.5))).toEqual({ increment: 300, delay: 4000 });
    expect(nextJackpotTick(sequence(0, 0.99))).toEqual({ increment: 100, delay: 5000 });
    expect(nextJackpotTick(sequence(0.99, 0))).toEqual({ increment: 496, delay: 3000 });
    expect(nextJackpotTick(sequence(0.34, 0.34))).toEqual({ increment: 236, delay: 4000 });
  });

  it('stays in range for any random in [0, 1)', () => {
    const delays = new Set<number>();
    const increments = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const r = i / 2000;
      const { increment, delay } = nextJackpotTick(sequence(r, 1 - 1 / 2000 - r));
      expect(Number.isInteger(increment)).toBe(true);
      expect(increment).toBeGreaterThanOrEqual(100);
      expect(increment).toBeLessThanOrEqual(500);
      expect([3000, 4000, 5000]).toContain(delay);
      delays.add(delay);
      increments.add(increment);
    }
    expect(delays.size).toBe(3);
    expect(increments.size).toBe(401);
  });

  it('uses Math.random by default', () => {
    const { increment, delay } = nextJackpotTick();
    expect(increment).toBeGreaterThanOrEqual(100);
    expect(increment).toBeLessThanOrEqual(500);
    expect([3000, 4000, 5000]).toContain(delay);
  });
});

describe('jackpotGrowth', () => {
  it('adds the ticks that fit in the time away, drawn as the counter draws them', () => {
    // Ticks of (100, 3 s), (300, 4 s), (500, 5 s) in turn: 12 s holds the first three.
    const ticks = () => sequence(0, 0, 0.5, 0.5, 0.999999, 0.999999);
    expect(jackpotGrowth(12_000, ticks())).toBe(900);
    expect(jackpotGrowth(11_999, ticks())).toBe(400);
    expect(jackpotGrowth(2_999, ticks())).toBe(0);
    expect(jackpotGrowth(0, ticks())).toBe(0);
    expect(jackpotGrowth(-5_000, ticks())).toBe(0);
  });

  it('stays within what 3-to-5-second ticks of 100 to 500 allow, however long the time away', () => {
    for (const minutes of [1, 10, 60, 24 * 60]) {
      const ms = minutes * 60_000;
      const growth = jackpotGrowth(ms);
      // At least one smallest tick every 5 s, at most one largest every 3 s (one tick of slack each way).
      expect(growth, `${minutes} min`).toBeGreaterThanOrEqual((Math.floor(ms / 5000) - 1) * 100);
      expect(growth, `${minutes} min`).toBeLessThanOrEqual(Math.floor(ms / 3000) * 500);
    }
  });
});

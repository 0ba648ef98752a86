import { describe, expect, it } from 'vitest';
import { rankOf, type VipLevel } from './vip';

const LADDER: VipLevel[] = [
  { level: 2, minDepositMinor: 100_000, minValidBetMinor: 1_000_000 },
  { level: 1, minDepositMinor: 10_000, minValidBetMinor: 100_000 },
  { level: 3, minDepositMinor: 500_000, minValidBetMinor: 5_000_000 },
];

describe('the VIP rank', () => {
  it('is 0 below the first level, with the first level next', () => {
    expect(rankOf(LADDER, 0, 0)).toEqual({ level: 0, next: LADDER[1] });
    expect(rankOf(LADDER, 9_999, 1_000_000_000)).toEqual({ level: 0, next: LADDER[1] });
  });

  it('needs both thresholds of a level, each reached exactly counting', () => {
    expect(rankOf(LADDER, 10_000, 100_000).level).toBe(1);
    expect(rankOf(LADDER, 10_000, 99_999).level).toBe(0);
    expect(rankOf(LADDER, 100_000, 999_999).level).toBe(1);
    expect(rankOf(LADDER, 100_000, 1_000_000)).toEqual({ level: 2, next: LADDER[2] });
  });

  it('is climbed in order: a higher level met above one that is not does not count', () => {
    const gap: VipLevel[] = [
      { level: 1, minDepositMinor: 10_000, minValidBetMinor: 0 },
      { level: 2, minDepositMinor: 0, minValidBetMinor: 0 },
    ];
    expect(rankOf(gap, 0, 0)).toEqual({ level: 0, next: gap[0] });
  });

  it('has nothing next at the top, nor without a ladder', () => {
    expect(rankOf(LADDER, 10_000_000, 100_000_000)).toEqual({ level: 3, next: null });
    expect(rankOf([], 10_000_000, 100_000_000)).toEqual({ level: 0, next: null });
  });
});

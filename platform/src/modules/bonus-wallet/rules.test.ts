import { describe, expect, it } from 'vitest';
import { afterRound, contributionPercent, overMaxStake, parseContributions, splitStake, splitWin, turnoverCounted } from './rules';

describe('a stake with a bonus balance', () => {
  it('takes cash first, the bonus paying only what cash cannot', () => {
    expect(splitStake(1000, 5000, 2000, 'CASH_FIRST')).toEqual({ cash: 1000, bonus: 0 });
    expect(splitStake(1000, 300, 2000, 'CASH_FIRST')).toEqual({ cash: 300, bonus: 700 });
    expect(splitStake(1000, 0, 2000, 'CASH_FIRST')).toEqual({ cash: 0, bonus: 1000 });
  });

  it('takes the bonus first when the brand chose so', () => {
    expect(splitStake(1000, 5000, 2000, 'BONUS_FIRST')).toEqual({ cash: 0, bonus: 1000 });
    expect(splitStake(1000, 5000, 400, 'BONUS_FIRST')).toEqual({ cash: 600, bonus: 400 });
  });

  it('is not covered when cash and bonus together fall short', () => {
    expect(splitStake(1000, 600, 399, 'CASH_FIRST')).toBeNull();
    expect(splitStake(1000, 600, 399, 'BONUS_FIRST')).toBeNull();
    expect(splitStake(1000, 600, 400, 'BONUS_FIRST')).toEqual({ cash: 600, bonus: 400 });
  });
});

describe('a win', () => {
  it('follows its stake: all cash for a cash stake, all bonus for a bonus stake', () => {
    expect(splitWin(2500, 1000, 0)).toEqual({ cash: 2500, bonus: 0 });
    expect(splitWin(2500, 1000, 1000)).toEqual({ cash: 0, bonus: 2500 });
  });

  it('splits in the stake proportion, the odd cent to cash, and always sums to the payout', () => {
    expect(splitWin(1001, 300, 100)).toEqual({ cash: 668, bonus: 333 });
    for (const [payout, stake, bonus] of [
      [7, 3, 1],
      [999_999, 1000, 999],
      [0, 1000, 500],
    ] as const) {
      const split = splitWin(payout, stake, bonus);
      expect(split.cash + split.bonus).toBe(payout);
      expect(split.bonus).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the turnover', () => {
  const rules = { contributions: { RNG: 100, LIVE: 10, SPORTS: 0 }, defaultContribution: 50 };

  it('counts a valid bet by its game type, others by the default, rounded down', () => {
    expect(turnoverCounted(1000, 'RNG', rules)).toBe(1000);
    expect(turnoverCounted(1005, 'LIVE', rules)).toBe(100);
    expect(turnoverCounted(1000, 'SPORTS', rules)).toBe(0);
    expect(turnoverCounted(1001, 'FISH', rules)).toBe(500);
    expect(turnoverCounted(-5, 'RNG', rules)).toBe(0);
  });

  it('clamps a percent outside 0..100', () => {
    expect(contributionPercent({ contributions: { RNG: 250, LIVE: -3 }, defaultContribution: 100 }, 'RNG')).toBe(100);
    expect(contributionPercent({ contributions: { RNG: 250, LIVE: -3 }, defaultContribution: 100 }, 'LIVE')).toBe(0);
  });

  it('reads stored contributions, ignoring what is not a number', () => {
    expect(parseContributions('{"RNG": 100, "LIVE": "ten", "PVP": 20}')).toEqual({ RNG: 100, PVP: 20 });
    expect(parseContributions('[1, 2]')).toEqual({});
    expect(parseContributions('not json')).toEqual({});
    expect(parseContributions(null)).toEqual({});
  });
});

describe('the maximum stake', () => {
  it('refuses only above the maximum, and nothing without one', () => {
    expect(overMaxStake(500, { maxStakeMinor: 500 })).toBe(false);
    expect(overMaxStake(501, { maxStakeMinor: 500 })).toBe(true);
    expect(overMaxStake(1_000_000, { maxStakeMinor: null })).toBe(false);
  });
});

describe('a grant after a settled round', () => {
  const grant = { turnoverRequiredMinor: 10_000, turnoverDoneMinor: 9_000 };

  it('moves the meter and stays active below the requirement', () => {
    expect(afterRound(grant, { countedMinor: 500, bonusBalanceAfter: 2_000, openBonusRounds: 0 })).toEqual({ status: 'ACTIVE', turnoverDoneMinor: 9_500 });
  });

  it('releases the balance left when the requirement is met, the meter stopping at it', () => {
    expect(afterRound(grant, { countedMinor: 5_000, bonusBalanceAfter: 2_345, openBonusRounds: 1 })).toEqual({
      status: 'RELEASED',
      turnoverDoneMinor: 10_000,
      releaseMinor: 2_345,
    });
  });

  it('ends as spent when the bonus balance is gone and no bonus round is open', () => {
    expect(afterRound(grant, { countedMinor: 100, bonusBalanceAfter: 0, openBonusRounds: 0 })).toEqual({ status: 'SPENT', turnoverDoneMinor: 9_100 });
    expect(afterRound(grant, { countedMinor: 100, bonusBalanceAfter: 0, openBonusRounds: 2 })).toEqual({ status: 'ACTIVE', turnoverDoneMinor: 9_100 });
  });
});

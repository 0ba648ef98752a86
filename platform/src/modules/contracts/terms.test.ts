import { describe, expect, it } from 'vitest';
import { windowOf } from './periods';
import { parseTerms, settle, topRate, type PeriodFigures } from './terms';

const figures = (over: Partial<PeriodFigures> = {}): PeriodFigures => ({
  betCount: 0,
  turnoverMinor: 0,
  validMinor: 0,
  lossMinor: 0,
  playerValidMinor: [],
  wonValidMinor: 0,
  lostValidMinor: 0,
  ...over,
});

describe('terms', () => {
  it('reads tiers from the wire (decimals to minor units) and refuses bad ones', () => {
    const terms = parseTerms('DAILY', { tiers: [{ rateBp: 150, amount: '2.5', activeCount: '3', periodConsumption: 100, minBetPeriod: '0.01' }] });
    expect(terms).toEqual({
      tiers: [{ rateBp: 150, amountMinor: 250, activeCount: 3, periodConsumptionMinor: 10_000, periodLossMinor: 0, minBetMinor: 1, endTime: null }],
    });
    expect(topRate(terms)).toBe(150);
    expect(() => parseTerms('DAILY', { tiers: [{ rateBp: 1001 }] })).toThrow('tiers[0].rateBp: must be at most 1000');
    expect(() => parseTerms('DAILY', { tiers: [{ rateBp: 0 }] })).toThrow('a tier must pay a rate or an amount');
    expect(() => parseTerms('DAILY', { tiers: [{ rateBp: 10, amount: '1.234' }] })).toThrow('tiers[0].amount');
    expect(() => parseTerms('REALTIME', { winRateBp: 0, lossRateBp: 0 })).toThrow('winRateBp: a rate must be more than 0');
    expect(parseTerms('DIVIDEND', { tiers: [{ rateBp: 10_000 }] })).toMatchObject({ tiers: [{ rateBp: 10_000 }] });
  });

  it('the highest rate among the tiers met applies; an ended tier and an unmet condition do not', () => {
    const terms = parseTerms('DAILY', {
      tiers: [
        { rateBp: 100, activeCount: 1 },
        { rateBp: 300, activeCount: 2, minBetPeriod: '50.00', endTime: 1_000 },
        { rateBp: 200, activeCount: 2, minBetPeriod: '50.00', periodConsumption: '100.00' },
      ],
    });
    const f = figures({ validMinor: 120_00, playerValidMinor: [60_00, 60_00], lossMinor: 10_00 });
    // Tier 2 (index 1) ended before the period: tier 3 applies.
    expect(settle('DAILY', terms, f, 2_000)).toMatchObject({ tierIndex: 2, rateBp: 200, activePlayers: 2, baseMinor: 120_00, amountMinor: 2_40 });
    expect(settle('DAILY', terms, f, 0)).toMatchObject({ tierIndex: 1, rateBp: 300, amountMinor: 3_60 });
    // One player under the minimum bet: only the first tier.
    expect(settle('DAILY', terms, { ...f, playerValidMinor: [110_00, 10_00] }, 2_000)).toMatchObject({ tierIndex: 0, amountMinor: 1_20 });
    expect(settle('DAILY', terms, figures(), 2_000)).toMatchObject({ tierIndex: null, amountMinor: 0 });
  });

  it('a dividend shares the loss and pays nothing when the team won', () => {
    const terms = parseTerms('DIVIDEND', { tiers: [{ rateBp: 2_500 }] });
    expect(settle('DIVIDEND', terms, figures({ lossMinor: 401, validMinor: 1 }), 0)).toMatchObject({ amountMinor: 100, baseMinor: 401 });
    expect(settle('DIVIDEND', terms, figures({ lossMinor: -500 }), 0)).toMatchObject({ tierIndex: null, amountMinor: 0, baseMinor: 0 });
  });

  it('real-time salary: won and lost valid bets at their rates, rounded down each', () => {
    const terms = parseTerms('REALTIME', { winRateBp: 33, lossRateBp: 67, singleBetAmount: '1.00' });
    expect(settle('REALTIME', terms, figures({ wonValidMinor: 1_00, lostValidMinor: 1_00 }), 0)).toMatchObject({ amountMinor: 0 + 0, baseMinor: 2_00 });
    expect(settle('REALTIME', terms, figures({ wonValidMinor: 10_00, lostValidMinor: 10_00 }), 0)).toMatchObject({ amountMinor: 3 + 6 });
  });
});

describe('periods in the brand zone', () => {
  const seoul = 'Asia/Seoul';
  const at = (iso: string) => Date.parse(iso);
  it('day, week from Monday, halves of the month, month, hour, five minutes', () => {
    // 2026-03-18 10:20 in Seoul (a Wednesday) is 01:20 UTC.
    const t = at('2026-03-18T01:20:00Z');
    expect(windowOf(t, 'D', seoul)).toEqual({ start: at('2026-03-17T15:00:00Z'), end: at('2026-03-18T15:00:00Z') });
    expect(windowOf(t, 'W', seoul)).toEqual({ start: at('2026-03-15T15:00:00Z'), end: at('2026-03-22T15:00:00Z') });
    expect(windowOf(t, 'H', seoul)).toEqual({ start: at('2026-03-15T15:00:00Z'), end: at('2026-03-31T15:00:00Z') });
    expect(windowOf(at('2026-03-10T00:00:00Z'), 'H', seoul)).toEqual({ start: at('2026-02-28T15:00:00Z'), end: at('2026-03-15T15:00:00Z') });
    expect(windowOf(t, 'M', seoul)).toEqual({ start: at('2026-02-28T15:00:00Z'), end: at('2026-03-31T15:00:00Z') });
    expect(windowOf(t, 'HOUR', seoul)).toEqual({ start: at('2026-03-18T01:00:00Z'), end: at('2026-03-18T02:00:00Z') });
    expect(windowOf(t + 7 * 60_000, 'MIN5', seoul)).toEqual({ start: at('2026-03-18T01:25:00Z'), end: at('2026-03-18T01:30:00Z') });
  });

  it('an hour in a zone with a half-hour offset starts at its own half hour', () => {
    expect(windowOf(at('2026-03-18T01:20:00Z'), 'HOUR', 'Asia/Kolkata')).toEqual({ start: at('2026-03-18T00:30:00Z'), end: at('2026-03-18T01:30:00Z') });
  });
});

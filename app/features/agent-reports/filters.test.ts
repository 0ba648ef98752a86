import { describe, expect, it } from 'vitest';
import { presetRange } from '#app/components/date-range/date-range';
import { readRevenueState, readStatementState, readTransactionState, revenueVariables, transactionVariables } from './filters';

describe('calendar presets', () => {
  it('this and last week start on Monday; this and last month are calendar months', () => {
    // 2024-03-06 is a Wednesday.
    expect(presetRange('thisWeek', '2024-03-06')).toEqual({ from: '2024-03-04', to: '2024-03-06' });
    expect(presetRange('lastWeek', '2024-03-06')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('thisWeek', '2024-03-04')).toEqual({ from: '2024-03-04', to: '2024-03-04' });
    expect(presetRange('lastWeek', '2024-03-10')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('thisMonth', '2024-03-06')).toEqual({ from: '2024-03-01', to: '2024-03-06' });
    expect(presetRange('lastMonth', '2024-03-06')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('lastMonth', '2024-01-15')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
  });
});

describe('report states', () => {
  it('default to this month, read presets, filters and sort from the URL, and refuse what is not theirs', () => {
    const today = '2024-03-06';
    const revenue = readRevenueState(new URLSearchParams('range=lastWeek&period=WEEK&gameType=rng&sort=commission&dir=asc'), today);
    expect(revenueVariables(revenue)).toMatchObject({
      filter: { fromDate: '2024-02-26', toDate: '2024-03-03', period: 'WEEK', gameType: 'RNG' },
      sort: 'COMMISSION',
      direction: 'ASC',
    });
    const fallback = readRevenueState(new URLSearchParams('period=YEAR&gameType=%3Cscript%3E&sort=evil'), today);
    expect(revenueVariables(fallback)).toMatchObject({
      filter: { fromDate: '2024-03-01', toDate: '2024-03-06', period: 'DAY', gameType: null },
      sort: 'PERIOD',
    });
    expect(readStatementState(new URLSearchParams('username=%20tma01%20'), today).username).toBe('tma01');
    expect(readStatementState(new URLSearchParams(`username=${'x'.repeat(61)}`), today).username).toBeNull();
    const moves = readTransactionState(new URLSearchParams('kind=TRANSFER&sort=amount&from=2024-01-01&to=2024-02-01'), today);
    expect(transactionVariables(moves)).toMatchObject({ filter: { fromDate: '2024-01-01', toDate: '2024-02-01', kind: 'TRANSFER' }, sort: 'AMOUNT' });
    expect(readTransactionState(new URLSearchParams('kind=BET'), today).kind).toBeNull();
  });
});

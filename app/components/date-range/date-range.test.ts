import { describe, expect, it } from 'vitest';
import { addDays, dayStartMs, daysIn, presetRange, rangeInstants, readDateRange, todayIn } from './date-range';

const read = (query: string, options: { maxDays?: number } = {}) => readDateRange(new URLSearchParams(query), { today: '2024-03-10', ...options });

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(daysIn({ from: '2024-03-01', to: '2024-03-07' })).toBe(7);
  });

  it("knows today's date in the brand's zone, not the server's", () => {
    const instant = Date.UTC(2024, 2, 9, 20, 0); // 20:00 UTC on 9 March
    expect(todayIn('UTC', instant)).toBe('2024-03-09');
    expect(todayIn('Asia/Seoul', instant)).toBe('2024-03-10');
    expect(todayIn('America/New_York', instant)).toBe('2024-03-09');
  });
});

describe('presets', () => {
  it('count whole days with both ends included', () => {
    expect(presetRange('today', '2024-03-10')).toEqual({ from: '2024-03-10', to: '2024-03-10' });
    expect(presetRange('yesterday', '2024-03-10')).toEqual({ from: '2024-03-09', to: '2024-03-09' });
    expect(presetRange('last7', '2024-03-10')).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    expect(presetRange('last30', '2024-03-10')).toEqual({ from: '2024-02-10', to: '2024-03-10' });
    expect(presetRange('next7', '2024-03-10')).toEqual({ from: '2024-03-10', to: '2024-03-16' });
    expect(presetRange('next30', '2024-03-10')).toEqual({ from: '2024-03-10', to: '2024-04-08' });
  });
});

describe('readDateRange', () => {
  it('reads a preset, or last 7 days when nothing is asked', () => {
    expect(read('range=last30')).toEqual({ from: '2024-02-10', to: '2024-03-10', preset: 'last30', error: null });
    expect(read('')).toEqual({ from: '2024-03-04', to: '2024-03-10', preset: 'last7', error: null });
  });

  it('reads custom dates, a preset winning over stale dates', () => {
    expect(read('range=custom&from=2024-01-05&to=2024-01-20')).toEqual({ from: '2024-01-05', to: '2024-01-20', preset: 'custom', error: null });
    expect(read('from=2024-01-05&to=2024-01-05')).toMatchObject({ preset: 'custom', from: '2024-01-05' });
    expect(read('range=today&from=2020-01-01&to=2020-01-02')).toMatchObject({ preset: 'today', from: '2024-03-10' });
  });

  it('says why dates were refused and falls back to the default', () => {
    expect(read('range=custom&from=2024-02-30&to=2024-03-01')).toMatchObject({ error: 'invalidDate', preset: 'last7' });
    expect(read('range=custom&from=yesterday&to=2024-03-01').error).toBe('invalidDate');
    expect(read('range=custom&from=2024-03-05').error).toBe('invalidDate');
    expect(read('range=custom&from=2024-03-05&to=2024-03-01').error).toBe('fromAfterTo');
    expect(read('range=custom&from=2024-01-01&to=2024-03-01').error).toBe('tooLong');
    expect(read('range=custom&from=2024-01-01&to=2024-03-01', { maxDays: 90 }).error).toBeNull();
    expect(read('range=custom&from=2024-02-09&to=2024-03-10').error).toBe(null); // exactly 31 days
  });
});

describe('day boundaries in the brand zone', () => {
  it('start at local midnight, as UTC epoch ms', () => {
    expect(dayStartMs('2024-03-10', 'UTC')).toBe(Date.UTC(2024, 2, 10));
    expect(dayStartMs('2024-03-10', 'Asia/Seoul')).toBe(Date.UTC(2024, 2, 9, 15));
    expect(dayStartMs('2024-07-01', 'America/New_York')).toBe(Date.UTC(2024, 6, 1, 4));
    expect(dayStartMs('2024-01-01', 'America/New_York')).toBe(Date.UTC(2024, 0, 1, 5));
  });

  it('cover whole days, a daylight-saving day being 23 hours long', () => {
    const { start, end } = rangeInstants({ from: '2024-03-10', to: '2024-03-10' }, 'America/New_York');
    expect(end - start).toBe(23 * 3_600_000);
    const week = rangeInstants({ from: '2024-03-04', to: '2024-03-10' }, 'Asia/Seoul');
    expect(week).toEqual({ start: Date.UTC(2024, 2, 3, 15), end: Date.UTC(2024, 2, 10, 15) });
  });
});

import { describe, expect, it } from 'vitest';
import {
  compareText,
  dateTimeFormat,
  formatDateTime,
  formatList,
  formatNumber,
  formatPercentBp,
  formatRelativeTime,
  intlLocale,
  numberFormat,
  regionName,
} from './format';

const NOON = Date.UTC(2026, 10, 25, 12, 0); // 25 November 2026, 12:00 UTC

describe('formatting by language', () => {
  it("writes numbers with each language's marks", () => {
    expect(formatNumber(1234567.5, 'en', { minimumFractionDigits: 2 })).toBe('1,234,567.50');
    expect(formatNumber(1234567.5, 'vi', { minimumFractionDigits: 2 })).toBe('1.234.567,50');
    expect(formatNumber(1234567.5, 'th', { minimumFractionDigits: 2 })).toBe('1,234,567.50');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
  });

  it('writes basis points as a percentage', () => {
    expect(formatPercentBp(125, 'en')).toBe('1.25%');
    expect(formatPercentBp(125, 'vi')).toBe('1,25%');
  });

  it('writes Thai dates in the Gregorian year, in Thai', () => {
    expect(intlLocale('th')).toBe('th-TH-u-ca-gregory');
    const text = formatDateTime(NOON, 'th', { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
    expect(text).toContain('2026');
    expect(text).not.toContain('2569');
    expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('writes a moment in the given time zone', () => {
    expect(formatDateTime(NOON, 'en', { timeStyle: 'short', timeZone: 'Asia/Seoul', hourCycle: 'h23' })).toBe('21:00');
    expect(formatDateTime(NOON, 'zh-CN', { dateStyle: 'long', timeZone: 'Asia/Shanghai' })).toBe('2026年11月25日');
    expect(formatDateTime(NOON, 'vi', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' })).toBe('25/11/2026');
  });

  it('falls back to UTC for a time zone the runtime does not know, instead of throwing', () => {
    expect(formatDateTime(NOON, 'en', { timeStyle: 'short', timeZone: 'Mars/Olympus', hourCycle: 'h23' })).toBe('12:00');
  });

  it('says relative times in the language, in the largest whole unit', () => {
    expect(formatRelativeTime(NOON + 3 * 3600_000, NOON, 'en')).toBe('in 3 hours');
    expect(formatRelativeTime(NOON - 2 * 24 * 3600_000, NOON, 'en')).toBe('2 days ago');
    expect(formatRelativeTime(NOON - 24 * 3600_000, NOON, 'ko')).toBe('어제');
    expect(formatRelativeTime(NOON + 5 * 60_000, NOON, 'zh-CN')).toBe('5分钟后');
    expect(formatRelativeTime(NOON, NOON, 'en')).toBe('now');
  });

  it('builds each formatter once per language and options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(numberFormat('en', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('th', { dateStyle: 'short' })).toBe(dateTimeFormat('th', { dateStyle: 'short' }));
    expect(numberFormat('en')).not.toBe(numberFormat('vi'));
  });

  it('names regions and lists in the language, and sorts names in its order', () => {
    expect(regionName('KR', 'ko')).toBe('대한민국');
    expect(regionName('VN', 'en')).toBe('Vietnam');
    expect(regionName('not a region', 'en')).toBe('not a region');
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    // The language's order, not the code points' ('Z' < 'a' < 'É' by code point).
    expect(['Zambia', 'Éire', 'abc'].sort(compareText('en'))).toEqual(['abc', 'Éire', 'Zambia']);
    expect(['하나', '가나', '나라'].sort(compareText('ko'))).toEqual(['가나', '나라', '하나']);
    expect(compareText('en')).toBe(compareText('en'));
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, minorToDecimal } from './money';

describe('formatMoney', () => {
  it('shows exactly two decimals', () => {
    expect(formatMoney(0, '$', 'en')).toBe('$0.00');
    expect(formatMoney(5, '$', 'en')).toBe('$0.05');
    expect(formatMoney(50, '$', 'en')).toBe('$0.50');
    expect(formatMoney(100, '$', 'en')).toBe('$1.00');
    expect(formatMoney(1999, '$', 'en')).toBe('$19.99');
  });

  it('groups thousands in English and Korean', () => {
    expect(formatMoney(123456789, '$', 'en')).toBe('$1,234,567.89');
    expect(formatMoney(123456789, '₩', 'ko')).toBe('₩1,234,567.89');
    expect(formatMoney(100000, '₩', 'ko')).toBe('₩1,000.00');
  });

  it('puts the minus before the currency symbol', () => {
    expect(formatMoney(-5, '$', 'en')).toBe('-$0.05');
    expect(formatMoney(-123456, '₩', 'ko')).toBe('-₩1,234.56');
  });

  it('is exact for the largest safe amount (no float on the way)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, '$', 'en')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, '$', 'en')).toBe('-$90,071,992,547,409.91');
  });

  it('shows a dash for what is not minor units', () => {
    expect(formatMoney(1.5, '$', 'en')).toBe('$—');
    expect(formatMoney(Number.NaN, '₩', 'ko')).toBe('₩—');
    expect(formatMoney(2 ** 53, '$', 'en')).toBe('$—');
  });

  it('uses the symbol it is given', () => {
    expect(formatMoney(250, '', 'en')).toBe('2.50');
    expect(formatMoney(250, 'US$ ', 'en')).toBe('US$ 2.50');
  });
});

describe('formatCount', () => {
  it('groups digits without decimals', () => {
    expect(formatCount(852197728806, 'en')).toBe('852,197,728,806');
    expect(formatCount(852197728806, 'ko')).toBe('852,197,728,806');
    expect(formatCount(12.7, 'en')).toBe('13');
  });
});

describe('minorToDecimal', () => {
  it('writes plain decimals with two places and no grouping', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(123456789)).toBe('1234567.89');
    expect(minorToDecimal(-123456)).toBe('-1234.56');
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('writes nothing for what is not minor units', () => {
    expect(minorToDecimal(1.5)).toBe('');
    expect(minorToDecimal(Number.NaN)).toBe('');
  });
});

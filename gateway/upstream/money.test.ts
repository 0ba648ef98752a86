import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it('converts numbers with up to two decimals exactly', () => {
    expect(toMinorUnits(0)).toBe(0);
    expect(toMinorUnits(1)).toBe(100);
    expect(toMinorUnits(0.1)).toBe(10);
    expect(toMinorUnits(0.07)).toBe(7);
    expect(toMinorUnits(12.34)).toBe(1234);
    // Values where x * 100 is not an integer in binary floating point.
    expect(toMinorUnits(1.15)).toBe(115);
    expect(toMinorUnits(4.35)).toBe(435);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1234567.89)).toBe(123456789);
  });

  it('converts decimal strings, trimming whitespace', () => {
    expect(toMinorUnits('12.34')).toBe(1234);
    expect(toMinorUnits('12.3')).toBe(1230);
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits(' 7.05 ')).toBe(705);
    expect(toMinorUnits('0012.50')).toBe(1250);
  });

  it('keeps the sign of negatives', () => {
    expect(toMinorUnits(-0.5)).toBe(-50);
    expect(toMinorUnits(-12.34)).toBe(-1234);
    expect(toMinorUnits('-7.05')).toBe(-705);
    expect(toMinorUnits('-1')).toBe(-100);
  });

  it('truncates a string with more than two decimals (digits beyond cents are dropped)', () => {
    expect(toMinorUnits('1.239')).toBe(123);
    expect(toMinorUnits('1.2399999')).toBe(123);
    expect(toMinorUnits('-1.239')).toBe(-123);
  });

  it('rounds a number with more than two decimals to cents first (Number#toFixed(2))', () => {
    expect(toMinorUnits(1.239)).toBe(124);
    expect(toMinorUnits(1.231)).toBe(123);
    expect(toMinorUnits(-1.239)).toBe(-124);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,000.00', '1.2.3', '.5', '5.', '+1', '1e3', '12 34', '--1']) {
      expect(() => toMinorUnits(bad), JSON.stringify(bad)).toThrow(RangeError);
    }
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    // 1e21.toFixed(2) is exponent notation, so it is not a decimal amount.
    expect(() => toMinorUnits(1e21)).toThrow(RangeError);
  });

  it('refuses amounts whose minor units are not safe integers', () => {
    expect(() => toMinorUnits(1e16)).toThrow(/out of range/);
    expect(() => toMinorUnits('90071992547409.92')).toThrow(/out of range/);
    expect(toMinorUnits('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorUnits('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
  });
});

describe('fromMinorUnits', () => {
  it('writes two decimals', () => {
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(50)).toBe('0.50');
    expect(fromMinorUnits(100)).toBe('1.00');
    expect(fromMinorUnits(123456)).toBe('1234.56');
    expect(fromMinorUnits(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('writes negatives with a leading minus', () => {
    expect(fromMinorUnits(-5)).toBe('-0.05');
    expect(fromMinorUnits(-123456)).toBe('-1234.56');
  });

  it('refuses anything but safe integers', () => {
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => fromMinorUnits(2 ** 53)).toThrow(RangeError);
  });

  it('round-trips through toMinorUnits', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 12345, -1, -99, -12345, 987654321012]) {
      expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      expect(toMinorUnits(Number(fromMinorUnits(minor)))).toBe(minor);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_MINOR, minorToDecimal } from './money';
import { minorToInput, parseMoneyInput, parseWholeInput, separatorsOf } from './money-input';

const minor = (text: string, bounds: Parameters<typeof parseMoneyInput>[1] = {}) => {
  const result = parseMoneyInput(text, bounds);
  return result.ok ? result.minor : result.error;
};

describe('parseMoneyInput', () => {
  it('reads what people type as exact minor units', () => {
    expect(minor('10')).toBe(1000);
    expect(minor('10.')).toBe(1000);
    expect(minor('.5')).toBe(50);
    expect(minor('0.05')).toBe(5);
    expect(minor('1,234.5')).toBe(123450);
    expect(minor(' 1,234.56 ')).toBe(123456);
    expect(minor('1,234,567.89')).toBe(123456789);
    expect(minor('007.10')).toBe(710);
    expect(minor('0')).toBe(0);
  });

  it('never goes through a float (0.1 + 0.2 and friends stay exact)', () => {
    expect(minor('0.29')).toBe(29);
    expect(minor('1.15')).toBe(115);
    expect(minor('4.35')).toBe(435);
    expect(minor('9999999999999.99')).toBe(MAX_MINOR);
  });

  it('names what is wrong', () => {
    expect(minor('')).toBe('required');
    expect(minor('   ')).toBe('required');
    expect(minor('abc')).toBe('notANumber');
    expect(minor('.')).toBe('notANumber');
    expect(minor('1.2.3')).toBe('misplacedSeparator');
    expect(minor('1e3')).toBe('notANumber');
    expect(minor('12a')).toBe('notANumber');
    expect(minor('1.234')).toBe('tooManyDecimals');
    expect(minor('-5')).toBe('negative');
    expect(minor('-0.01')).toBe('negative');
  });

  it('refuses a separator out of place instead of guessing ("10,00" once became 1,000.00)', () => {
    for (const text of ['10,00', '0,5', '1 0', '1,2345', '12,34,567', ',5', '1,', '1.000,50', "1'000", '10.5,0'])
      expect(minor(text), text).toBe('misplacedSeparator');
    expect(minor('10,000')).toBe(1_000_000);
  });

  it('reads the visitor’s locale: Vietnamese groups with "." and writes cents after ","', () => {
    expect(separatorsOf('vi')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsOf('ko')).toEqual({ group: ',', decimal: '.' });
    expect(minor('1.234,5', { locale: 'vi' })).toBe(123450);
    expect(minor('10,5', { locale: 'vi' })).toBe(1050);
    expect(minor('10.00', { locale: 'vi' })).toBe('misplacedSeparator');
    expect(minor('1,234.5', { locale: 'vi' })).toBe('misplacedSeparator');
    expect(minor('1,234.5', { locale: 'ko' })).toBe(123450);
    expect(minor('10,00', { locale: 'ko' })).toBe('misplacedSeparator');
  });

  it('writes an amount back as the locale types it', () => {
    expect(minorToInput(123450)).toBe('1234.50');
    expect(minorToInput(123450, 'vi')).toBe('1234,50');
    expect(minor(minorToInput(5, 'vi'), { locale: 'vi' })).toBe(5);
  });

  it('reads whole numbers (points) by the same rules', () => {
    expect(parseWholeInput('1,000')).toEqual({ ok: true, value: 1000 });
    expect(parseWholeInput('250')).toEqual({ ok: true, value: 250 });
    for (const text of ['1.5', '10,00', '1 0', '-5', '', '1.', 'abc']) expect(parseWholeInput(text).ok, text).toBe(false);
  });

  it('checks the bounds, inclusively, in minor units', () => {
    const bounds = { min: 1000, max: 500000 };
    expect(minor('9.99', bounds)).toBe('belowMin');
    expect(minor('10', bounds)).toBe(1000);
    expect(minor('5,000.00', bounds)).toBe(500000);
    expect(minor('5000.01', bounds)).toBe('aboveMax');
  });

  it('refuses amounts beyond the largest it can hold exactly', () => {
    expect(minor('10000000000000')).toBe('aboveMax');
    expect(minor('99999999999999999999999')).toBe('aboveMax');
    expect(minor('1', { max: MAX_MINOR * 10 })).toBe(100);
  });

  it('round-trips with minorToDecimal', () => {
    for (const value of [0, 1, 99, 100, 123456, MAX_MINOR]) expect(minor(minorToDecimal(value))).toBe(value);
  });
});

import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from './contracts.schema';

describe('percentToBasisPoints', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect(percentToBasisPoints('1.5')).toBe(150);
    expect(percentToBasisPoints('0.05')).toBe(5);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('.5')).toBe(50);
  });

  it('reads the locale’s decimal mark and refuses anything else', () => {
    expect(percentToBasisPoints('1,5', 'vi')).toBe(150);
    expect(percentToBasisPoints('1,5')).toBeNull();
    for (const text of ['1.234', '1000', '-1', 'abc', '', '1 5', '1.5.0']) expect(percentToBasisPoints(text), text).toBeNull();
  });
});

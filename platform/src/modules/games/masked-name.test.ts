import { describe, expect, it } from 'vitest';
import { maskedName } from './masked-name';

describe('a masked name', () => {
  it('keeps the first and last letters', () => {
    expect(maskedName('demo_member')).toBe('d******r');
    expect(maskedName('abc')).toBe('a*c');
    expect(maskedName(' kim ')).toBe('k*m');
  });
  it('counts characters, not UTF-16 units, and never shows a short name whole', () => {
    expect(maskedName('김철수')).toBe('김*수');
    expect(maskedName('😀ab😀')).toBe('😀**😀');
    expect(maskedName('jo')).toBe('j*');
    expect(maskedName('x')).toBe('x*');
    expect(maskedName('')).toBe('***');
  });
});

import { describe, expect, it } from 'vitest';
import { winnerName } from './winner-name';

describe("a winner's public name", () => {
  it('keeps the first and last letters of a whole name, or of a mask, and shows no more', () => {
    expect(winnerName('demo_member')).toBe('d******r');
    expect(winnerName('ka***7')).toBe('k****7');
    expect(winnerName(winnerName('ka***7'))).toBe('k****7');
    expect(winnerName('김철수')).toBe('김*수');
    expect(winnerName('x')).toBe('x*');
    expect(winnerName('  ')).toBe('***');
  });
});

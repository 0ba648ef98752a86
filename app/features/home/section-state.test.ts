import { describe, expect, it } from 'vitest';
import { readSectionState, SECTION_FIRST, SECTION_MAX, SECTION_MORE } from './section-state';

const read = (query: string) => readSectionState(new URLSearchParams(query));

describe('readSectionState', () => {
  it('reads a section, vendor and count', () => {
    expect(read('section=RNG&vendor=PP&shown=22')).toEqual({ gameType: 'RNG', vendor: 'PP', shown: 22 });
  });

  it('upper-cases and trims the section', () => {
    expect(read('section=%20live%20')).toEqual({ gameType: 'LIVE', vendor: null, shown: SECTION_FIRST });
  });

  it('answers null without a valid section', () => {
    expect(read('')).toBeNull();
    expect(read('section=')).toBeNull();
    expect(read('vendor=PP&shown=22')).toBeNull();
    for (const junk of ['../etc', 'RNG;DROP', '<script>', 'A'.repeat(21), 'R N G', '슬롯']) {
      expect(read(`section=${encodeURIComponent(junk)}`), junk).toBeNull();
    }
  });

  it('clamps the count to 10..100, 10 when missing or junk', () => {
    expect(SECTION_FIRST).toBe(10);
    expect(SECTION_MORE).toBe(12);
    expect(SECTION_MAX).toBe(100);
    expect(read('section=RNG&shown=5')?.shown).toBe(10);
    expect(read('section=RNG&shown=-40')?.shown).toBe(10);
    expect(read('section=RNG&shown=34')?.shown).toBe(34);
    expect(read('section=RNG&shown=100')?.shown).toBe(100);
    expect(read('section=RNG&shown=1000000')?.shown).toBe(100);
    expect(read('section=RNG&shown=abc')?.shown).toBe(10);
    expect(read('section=RNG&shown=')?.shown).toBe(10);
    expect(read('section=RNG')?.shown).toBe(10);
  });

  it('drops a vendor that is not a plain code', () => {
    expect(read('section=RNG&vendor=TCG_LOTTO')?.vendor).toBe('TCG_LOTTO');
    expect(read('section=RNG&vendor=%20PP%20')?.vendor).toBe('PP');
    for (const junk of ['<img>', 'P P', 'PP"', 'x'.repeat(31), '../PP', '']) {
      expect(read(`section=RNG&vendor=${encodeURIComponent(junk)}`)?.vendor, junk).toBeNull();
    }
  });
});

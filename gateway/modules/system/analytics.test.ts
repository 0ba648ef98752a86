import { describe, expect, it, vi } from 'vitest';
import { analyticsIdOf } from './analytics';

describe("the brand's analytics id", () => {
  it('takes a Google Analytics 4 measurement id, upper-cased and trimmed', () => {
    expect(analyticsIdOf('G-AURORA0001')).toBe('G-AURORA0001');
    expect(analyticsIdOf(' g-j4d3p4l4c3 ')).toBe('G-J4D3P4L4C3');
  });

  it('is none for nothing, and ignores anything else (it reaches a script and the CSP)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const none of [null, undefined, '', '   ']) expect(analyticsIdOf(none)).toBeNull();
    for (const wrong of ['UA-12345-1', 'G-', 'G-ABC', "G-ABCD');alert(1)//", 'G-ABCD EFGH', `G-${'A'.repeat(21)}`, 'GTM-ABCDEF'])
      expect(analyticsIdOf(wrong), wrong).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

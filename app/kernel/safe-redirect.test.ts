import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/games?section=RNG&shown=22')).toBe('/games?section=RNG&shown=22');
    expect(safeRedirectPath('/ko/help#faq')).toBe('/ko/help#faq');
  });

  it('sends anything else home', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      ' /games',
    ]) {
      expect(safeRedirectPath(value), value).toBe('/');
    }
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(new File(['x'], '/games'))).toBe('/');
  });

  it('answers paths that a browser resolves to this site', () => {
    // Browsers remove tabs and newlines from a Location before resolving it, so "/<TAB>/evil"
    // becomes "//evil", another host. Any path we answer must stay on this origin.
    for (const value of ['/games', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example']) {
      const answered = safeRedirectPath(value);
      const resolved = new URL(answered, 'https://portal.example/current');
      expect(resolved.origin, JSON.stringify(value)).toBe('https://portal.example');
    }
  });
});

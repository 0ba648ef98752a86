import { describe, expect, it } from 'vitest';
import { imageType, themeStyle, type ShellTheme } from './theme.server';

const colors = {
  background: '#f3f6f4',
  surface: '#ffffff',
  surfaceRaised: '#e6eeea',
  navigation: '#ffffff',
  text: '#13201a',
  muted: '#4a5b53',
  accent: '#0b6e4f',
  onAccent: '#ffffff',
  border: '#d3ded8',
  focus: '#0b3d2c',
};
const theme = (over: Partial<ShellTheme>): ShellTheme => ({
  scheme: 'DARK',
  colors,
  fontFamily: null,
  logoUrl: '/media/brand/logo.svg?v=1',
  faviconUrl: '/media/brand/favicon.svg?v=1',
  brandColors: true,
  problems: [],
  ...over,
});

describe('themeStyle', () => {
  it('sets the ten base tokens, the scheme and the font stack before the fallback', () => {
    const css = themeStyle(theme({ scheme: 'LIGHT', fontFamily: "'Trebuchet MS', sans-serif" }))!;
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--color-bg:#f3f6f4;');
    expect(css).toContain('--color-surface-2:#e6eeea;');
    expect(css).toContain('--color-on-accent:#ffffff;');
    expect(css).toContain('color-scheme:light');
    expect(css).toContain("--font-family-base:'Trebuchet MS', sans-serif,var(--font-family-fallback)");
  });

  it('writes nothing for the portal’s own look', () => {
    expect(themeStyle(theme({ brandColors: false }))).toBeNull();
    expect(themeStyle(null)).toBeNull();
  });

  it('never writes a value that could leave its declaration', () => {
    const css = themeStyle(theme({ colors: { ...colors, text: 'red}body{display:none' }, fontFamily: 'x;}</style><script>' }))!;
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('--color-text');
  });
});

describe('imageType', () => {
  it('names an image’s type by its extension, with or without a version', () => {
    expect(imageType('/favicon.svg')).toBe('image/svg+xml');
    expect(imageType('/media/brand/favicon.png?v=3')).toBe('image/png');
    expect(imageType('/media/brand/icon')).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_COLORS, DEFAULT_THEME, fontStack, themeFrom, unreadablePairs } from './theme';

const images = {
  logoUrl: '/media/brand/logo.svg?v=3',
  faviconUrl: '/media/brand/favicon.svg?v=3',
  icons: [
    { src: '/media/brand/icon-192.png?v=3', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/media/brand/icon-maskable-512.png?v=3', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
const jade = {
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

describe('contrast (WCAG 2.1)', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#777777')).toBe(contrast('#777777', '#ffffff'));
  });
});

describe('the default theme', () => {
  it('is the stylesheet’s own colours, readable together', () => {
    const tokens = readFileSync(new URL('../../../app/styles/tokens.css', import.meta.url), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`).exec(tokens)?.[1];
    expect({
      background: token('color-bg'),
      surface: token('color-surface'),
      surfaceRaised: token('color-surface-2'),
      navigation: token('color-nav-bg'),
      text: token('color-text'),
      muted: token('color-muted'),
      accent: token('color-accent'),
      onAccent: token('color-on-accent'),
      border: token('color-border'),
      focus: token('color-focus'),
    }).toEqual(DEFAULT_COLORS);
    expect(unreadablePairs(DEFAULT_COLORS)).toEqual([]);
  });
});

describe('themeFrom', () => {
  it('takes a brand’s readable colours, scheme, font and images', () => {
    const theme = themeFrom({ scheme: 'light', colors: jade, fontFamily: "'Trebuchet MS', sans-serif", ...images });
    expect(theme).toMatchObject({
      scheme: 'LIGHT',
      colors: jade,
      fontFamily: "'Trebuchet MS', sans-serif",
      brandColors: true,
      problems: [],
      logoUrl: images.logoUrl,
    });
    expect(theme.icons).toHaveLength(2);
  });

  it('sets unreadable colours aside and says which pairs fail, by how much', () => {
    const log: string[] = [];
    const theme = themeFrom({ scheme: 'light', colors: { ...jade, muted: '#a9b4ae', onAccent: '#13201a' }, ...images }, (m) => log.push(m));
    expect(theme.colors).toEqual(DEFAULT_COLORS);
    expect(theme.brandColors).toBe(false);
    // The portal's own colours are dark: the brand's light scheme goes with its colours.
    expect(theme.scheme).toBe('DARK');
    expect(theme.problems).toEqual([
      // 1.96, 2.13 and 2.68 (checked by hand), rounded down.
      { foreground: 'muted', background: 'background', ratio: 1.9, required: 4.5 },
      { foreground: 'muted', background: 'surface', ratio: 2.1, required: 4.5 },
      { foreground: 'onAccent', background: 'accent', ratio: 2.6, required: 4.5 },
    ]);
    expect(log.join('\n')).toContain('muted on surface 2.1:1 (needs 4.5:1)');
    // The rest of the brand's face stays: its logo and icons are not colours.
    expect(theme.logoUrl).toBe(images.logoUrl);
  });

  it('never lets anything but a colour, a plain font stack or a media path through to a stylesheet or an image', () => {
    const log: string[] = [];
    const theme = themeFrom(
      {
        scheme: 'dark',
        colors: { ...jade, text: 'red;}</style><script>alert(1)</script>' },
        fontFamily: 'x;} body{display:none',
        logoUrl: 'https://evil.example/logo.svg',
        faviconUrl: 'javascript:alert(1)',
        icons: [{ src: '//evil.example/i.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
      },
      (m) => log.push(m),
    );
    expect(theme).toMatchObject({ colors: DEFAULT_COLORS, fontFamily: null, logoUrl: DEFAULT_THEME.logoUrl, faviconUrl: DEFAULT_THEME.faviconUrl, icons: [] });
    expect(log).toHaveLength(4);
    expect(log[0]).toContain('not #rrggbb: text');
  });

  it('is the portal’s own look when the platform has no theme', () => {
    expect(themeFrom(null)).toBe(DEFAULT_THEME);
  });

  it('writes a font stack again from its names, quotes balanced, or sets it aside', () => {
    expect(fontStack("'Trebuchet MS', sans-serif")).toBe("'Trebuchet MS', sans-serif");
    expect(fontStack('"Noto Sans Thai",Tahoma ,  SERIF')).toBe("'Noto Sans Thai', 'Tahoma', serif");
    // A quoted generic is a family of that name (CSS Fonts 4), so it stays quoted.
    expect(fontStack("'serif'")).toBe("'serif'");
    expect(fontStack('-apple-system, Roboto')).toBe("-apple-system, 'Roboto'");
    // Within 200 characters as given, over them once quoted: set aside rather than cut by the page.
    expect(fontStack(Array.from({ length: 40 }, () => 'Abc').join(','))).toBeNull();
    for (const bad of ["'Trebuchet MS, sans-serif", "a', b", 'a,,b', '', '\'x"', 'x;y', 'a'.repeat(201)]) expect(fontStack(bad)).toBeNull();
  });

  it('takes only media paths that stay under /media/', () => {
    const at = (logoUrl: string) =>
      themeFrom({ scheme: 'dark', colors: jade, fontFamily: null, logoUrl, faviconUrl: '/media/brand/favicon.png', icons: [] }).logoUrl;
    expect(at('/media/brand/jade/logo.svg?v=3')).toBe('/media/brand/jade/logo.svg?v=3');
    for (const bad of ['/media/../api/x', '/media//evil.example/x', '/media/a/../../b', '/media/', '/media/.hidden'])
      expect(at(bad)).toBe(DEFAULT_THEME.logoUrl);
  });
});

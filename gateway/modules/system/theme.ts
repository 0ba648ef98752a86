/**
 * The brand's theme as the portal renders it (docs/platform-protocol.md "The brand's theme"): the
 * platform's answer judged before a single value reaches a stylesheet. Colours must be #rrggbb, a
 * font stack plain names, images the platform's media paths (the portal serves /media/*); and the
 * colours must be readable together (WCAG 2.1 AA: 4.5:1 for text, 3:1 for the focus ring), or the
 * portal keeps its own colours and says which pairs failed. The default is the portal's own look
 * (app/styles/tokens.css).
 */
import type { ThemeDto } from '#gateway/upstream/dto/index';

export const COLOR_NAMES = ['background', 'surface', 'surfaceRaised', 'navigation', 'text', 'muted', 'accent', 'onAccent', 'border', 'focus'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export type ThemeColors = Record<ColorName, string>;

export interface AppIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

export interface ThemeProblem {
  foreground: ColorName;
  background: ColorName;
  ratio: number;
  required: number;
}

export interface Theme {
  scheme: 'DARK' | 'LIGHT';
  colors: ThemeColors;
  fontFamily: string | null;
  logoUrl: string;
  faviconUrl: string;
  icons: AppIcon[];
  brandColors: boolean;
  problems: ThemeProblem[];
}

/** The portal's own colours: the values of app/styles/tokens.css (a unit test keeps them equal). */
export const DEFAULT_COLORS: ThemeColors = {
  background: '#0f1020',
  surface: '#1b1d36',
  surfaceRaised: '#25284a',
  navigation: '#15172d',
  text: '#f4f4f8',
  muted: '#b9bbd4',
  accent: '#f5c542',
  onAccent: '#151515',
  border: '#2c2f55',
  focus: '#ffffff',
};

export const DEFAULT_THEME: Theme = {
  scheme: 'DARK',
  colors: DEFAULT_COLORS,
  fontFamily: null,
  logoUrl: '/brand/logo.svg',
  faviconUrl: '/favicon.svg',
  icons: [],
  brandColors: false,
  problems: [],
};

/** The pairs a page draws one on the other, and the contrast each needs (WCAG 2.1 AA). */
export const READABLE_PAIRS: readonly (readonly [ColorName, ColorName, number])[] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['text', 'navigation', 4.5],
  ['muted', 'background', 4.5],
  ['muted', 'surface', 4.5],
  ['accent', 'background', 4.5],
  ['accent', 'surface', 4.5],
  ['onAccent', 'accent', 4.5],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

const HEX = /^#[0-9a-fA-F]{6}$/;
const FONT_STACK = /^[A-Za-z0-9 ,'-]{1,200}$/;
const MEDIA_PATH = /^\/media\/[A-Za-z0-9/._-]{1,200}(\?v=[0-9]{1,12})?$/;

/** WCAG 2.1 relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs of `colors` that fail, each with its ratio to one decimal (rounded down, so 4.49 never reads 4.5). */
export function unreadablePairs(colors: ThemeColors): ThemeProblem[] {
  return READABLE_PAIRS.flatMap(([foreground, background, required]) => {
    const ratio = contrast(colors[foreground], colors[background]);
    return ratio < required ? [{ foreground, background, ratio: Math.floor(ratio * 10) / 10, required }] : [];
  });
}

/**
 * The theme in force from the platform's answer (null: the platform has none): each value the
 * brand gave that is well formed, its colours only when all ten are colours and readable together.
 * `log` hears why anything was set aside.
 */
export function themeFrom(dto: ThemeDto | null, log: (message: string) => void = () => undefined): Theme {
  if (!dto) return DEFAULT_THEME;
  const given = Object.fromEntries(COLOR_NAMES.map((name) => [name, dto.colors[name]]));
  const malformed = COLOR_NAMES.filter((name) => !HEX.test(given[name] ?? ''));
  let colors = DEFAULT_COLORS;
  let problems: ThemeProblem[] = [];
  if (malformed.length) {
    log(`brand theme: colours set aside, not #rrggbb: ${malformed.join(', ')}`);
  } else {
    const candidate = Object.fromEntries(COLOR_NAMES.map((name) => [name, given[name]!.toLowerCase()])) as ThemeColors;
    problems = unreadablePairs(candidate);
    if (problems.length) {
      log(
        `brand theme: colours set aside, not readable together (WCAG AA): ${problems
          .map((p) => `${p.foreground} on ${p.background} ${p.ratio}:1 (needs ${p.required}:1)`)
          .join('; ')}`,
      );
    } else colors = candidate;
  }
  const media = (value: string | null | undefined, fallback: string, what: string) => {
    if (value && MEDIA_PATH.test(value)) return value;
    if (value) log(`brand theme: ${what} set aside, not a /media/ path of the platform: ${value.slice(0, 80)}`);
    return fallback;
  };
  const fontFamily = dto.fontFamily && FONT_STACK.test(dto.fontFamily) ? dto.fontFamily : null;
  if (dto.fontFamily && !fontFamily) log('brand theme: font stack set aside: only names, commas, spaces, quotes and hyphens');
  return {
    // The scheme goes with the colours: the portal's own are dark.
    scheme: colors !== DEFAULT_COLORS && dto.scheme === 'light' ? 'LIGHT' : 'DARK',
    colors,
    fontFamily,
    logoUrl: media(dto.logoUrl, DEFAULT_THEME.logoUrl, 'logo'),
    faviconUrl: media(dto.faviconUrl, DEFAULT_THEME.faviconUrl, 'favicon'),
    icons: dto.icons.filter(
      (icon) => MEDIA_PATH.test(icon.src) && /^\d{2,4}x\d{2,4}$/.test(icon.sizes) && icon.type === 'image/png' && /^(any|maskable)$/.test(icon.purpose),
    ),
    brandColors: colors !== DEFAULT_COLORS,
    problems,
  };
}

/**
 * The brand's theme as the portal renders it (docs/platform-protocol.md "The brand's theme"): the
 * platform's answer judged before a single value reaches a stylesheet. Colours must be #rrggbb, a
 * font stack plain names, images the platform's media paths (the portal serves /media/*); and the
 * colours must be readable together (WCAG 2.1 AA: 4.5:1 for text, 3:1 for the focus ring), or the
 * portal keeps its own colours and says which pairs failed. The default is the portal's own look
 * (app/styles/tokens.css).
 */
import type { BrandTheme, ThemeColors as ThemeColorsType, ThemeProblem } from '#gateway/generated/resolvers-types';
import type { ThemeDto } from '#gateway/upstream/dto/index';

/** The ten colours of schema/system.graphql's ThemeColors, without its __typename. */
export type ThemeColors = Required<Omit<ThemeColorsType, '__typename'>>;
export type ColorName = keyof ThemeColors;
/** BrandTheme as the resolvers return it (schema/system.graphql), its colours complete. */
export type Theme = Omit<BrandTheme, '__typename' | 'colors'> & { colors: ThemeColors; fontFamily: string | null };

export const COLOR_NAMES = [
  'background',
  'surface',
  'surfaceRaised',
  'navigation',
  'text',
  'muted',
  'accent',
  'onAccent',
  'border',
  'focus',
] as const satisfies readonly ColorName[];

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
/** A platform media path: no step up (`..`), no empty step (`//`), at most a version query. */
const MEDIA_PATH = /^\/media(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,80}){1,8}(\?v=[0-9]{1,12})?$/;
const isMediaPath = (value: string) => MEDIA_PATH.test(value) && !value.includes('..');
/** CSS's generic families, written bare; every other family name is quoted. */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  // Not generic, but a keyword only when bare (Safari's system font).
  '-apple-system',
]);

/**
 * The font stack written again from its names, or null when it is not a plain list of names: each
 * family bare or wholly in one kind of quotes, of letters, digits, spaces and hyphens. What comes
 * out has its quotes balanced by construction: generic families bare, every other name in single quotes.
 */
export function fontStack(value: string): string | null {
  if (value.length > 200) return null;
  const names: string[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*(?:'([A-Za-z0-9 -]+)'|"([A-Za-z0-9 -]+)"|([A-Za-z0-9 -]+))\s*$/.exec(part);
    const name = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim().replace(/\s+/g, ' ');
    if (!name) return null;
    names.push(GENERIC_FAMILIES.has(name.toLowerCase()) && match?.[3] ? name.toLowerCase() : `'${name}'`);
  }
  const stack = names.join(', ');
  // Quoting can lengthen it: the page takes at most 200 characters (app/features/shell/theme.ts).
  return stack.length <= 200 ? stack : null;
}

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
    if (value && isMediaPath(value)) return value;
    if (value) log(`brand theme: ${what} set aside, not a /media/ path of the platform: ${value.slice(0, 80)}`);
    return fallback;
  };
  const fontFamily = dto.fontFamily ? fontStack(dto.fontFamily) : null;
  if (dto.fontFamily && !fontFamily)
    log('brand theme: font stack set aside: only names (bare or wholly quoted) of letters, digits, spaces and hyphens, between commas');
  return {
    // The scheme goes with the colours: the portal's own are dark.
    scheme: colors !== DEFAULT_COLORS && dto.scheme === 'light' ? 'LIGHT' : 'DARK',
    colors,
    fontFamily,
    logoUrl: media(dto.logoUrl, DEFAULT_THEME.logoUrl, 'logo'),
    faviconUrl: media(dto.faviconUrl, DEFAULT_THEME.faviconUrl, 'favicon'),
    icons: dto.icons.filter(
      (icon) => isMediaPath(icon.src) && /^\d{2,4}x\d{2,4}$/.test(icon.sizes) && icon.type === 'image/png' && /^(any|maskable)$/.test(icon.purpose),
    ),
    brandColors: colors !== DEFAULT_COLORS,
    problems,
  };
}

/**
 * The brand's theme (docs/platform-protocol.md "The brand's theme", our extension of the protocol):
 * GET /wps/system/theme answers the brand's colours, scheme, font and the addresses of its logo,
 * favicon and app icons (served by ../media/brand.ts, drawn from the brand's emblem). A brand without
 * a theme answers function.not.available, as a live platform without this extension would.
 */
import { functionNotAvailable, ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import type { Emblem, ThemeRow } from './theme-row';

export const THEME_COLOR_NAMES = ['background', 'surface', 'surfaceRaised', 'navigation', 'text', 'muted', 'accent', 'onAccent', 'border', 'focus'] as const;
export type ThemeColors = Record<(typeof THEME_COLOR_NAMES)[number], string>;
export { EMBLEMS, type Emblem, type ThemeRow } from './theme-row';

export interface BrandTheme {
  scheme: 'dark' | 'light';
  colors: ThemeColors;
  fontFamily: string | null;
  logoSvg: string | null;
  emblem: Emblem;
  version: number;
}

export async function loadTheme(db: D1Database, merchant: string): Promise<BrandTheme | null> {
  return themeOf(await db.prepare('SELECT * FROM brand_themes WHERE merchant_code = ?1').bind(merchant).first<ThemeRow>());
}

export function themeOf(row: ThemeRow | null): BrandTheme | null {
  if (!row) return null;
  return {
    scheme: row.scheme,
    colors: JSON.parse(row.colors) as ThemeColors,
    fontFamily: row.font_family,
    logoSvg: row.logo_svg,
    emblem: row.emblem,
    version: row.version,
  };
}

/** The images' addresses on the platform's media routes, each carrying the theme's version. */
export function themeImages(version: number) {
  const at = (name: string) => `/media/brand/${name}?v=${version}`;
  return {
    logoUrl: at('logo.svg'),
    faviconUrl: at('favicon.svg'),
    icons: [
      { src: at('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: at('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: at('icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function brandTheme(ctx: BrandContext): Promise<Response> {
  // The brand's configuration carries its theme row (http/brand.ts, cached a few seconds).
  const theme = themeOf(ctx.brand.site.theme);
  if (!theme) throw functionNotAvailable();
  return ok({ scheme: theme.scheme, colors: theme.colors, fontFamily: theme.fontFamily, ...themeImages(theme.version) });
}

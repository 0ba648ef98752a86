import type { ShellQuery } from '#app/graphql/generated/graphql';

export type ShellTheme = ShellQuery['brandTheme'];

/** The design tokens (app/styles/tokens.css) each theme colour sets. */
const TOKENS: Record<keyof Omit<ShellTheme['colors'], '__typename'>, string> = {
  background: '--color-bg',
  surface: '--color-surface',
  surfaceRaised: '--color-surface-2',
  navigation: '--color-nav-bg',
  text: '--color-text',
  muted: '--color-muted',
  accent: '--color-accent',
  onAccent: '--color-on-accent',
  border: '--color-border',
  focus: '--color-focus',
};

/**
 * The brand's theme as one :root rule after tokens.css (root.tsx renders it into the page, with
 * the page's nonce): its ten colours, its scheme and its font. Only what the gateway let through
 * reaches here (gateway/modules/system/theme.ts: #rrggbb colours, a plain font stack), and each
 * value is checked again before it is written into a stylesheet. Null when there is nothing to
 * change (the portal's own look is tokens.css itself).
 */
export function themeStyle(theme: ShellTheme | null | undefined): string | null {
  if (!theme) return null;
  const rules: string[] = [];
  if (theme.brandColors) {
    for (const [name, token] of Object.entries(TOKENS)) {
      const value = theme.colors[name as keyof typeof TOKENS];
      if (/^#[0-9a-fA-F]{6}$/.test(value)) rules.push(`${token}:${value}`);
    }
  }
  if (theme.scheme === 'LIGHT') rules.push('color-scheme:light');
  if (theme.fontFamily && /^[A-Za-z0-9 ,'-]{1,200}$/.test(theme.fontFamily)) rules.push(`--font-family-base:${theme.fontFamily},var(--font-family-fallback)`);
  return rules.length ? `:root{${rules.join(';')}}` : null;
}

const IMAGE_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' };

/** The portal's own icon (public/favicon.svg): a page's, and /favicon.ico's, when the brand's theme cannot be read. */
export const PORTAL_ICON = '/favicon.svg';

/** An image's MIME type from its address's extension (a brand's favicon is a PNG, the portal's own an SVG), or undefined when unknown. */
export function imageType(url: string): string | undefined {
  const extension = /\.([a-z]+)(?:\?|#|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/**
 * A brand's theme as its table stores it (migration 0032), apart from theme.ts so that the brand's
 * configuration (http/brand.ts), which carries the row, imports nothing that imports it back.
 */
export const EMBLEMS = ['star', 'diamond', 'crown'] as const;
export type Emblem = (typeof EMBLEMS)[number];

export interface ThemeRow {
  merchant_code: string;
  scheme: 'dark' | 'light';
  colors: string;
  font_family: string | null;
  logo_svg: string | null;
  emblem: Emblem;
  version: number;
}

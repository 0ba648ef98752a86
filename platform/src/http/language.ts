/**
 * Request language. Localized columns exist for EN and KO (`name_en`, `name_ko`, ...); the
 * suffix is chosen from a fixed whitelist, so it is safe to splice into SQL.
 */
export type ColumnSuffix = 'en' | 'ko';

export interface BrandLanguage {
  code: string;
  name: string;
  currencySymbol: string;
  isDefault: boolean;
}

/** The first of `candidates` the brand offers (case-insensitive), else the brand default. */
export function resolveLanguage(offered: readonly BrandLanguage[], defaultCode: string, ...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && offered.some((l) => l.code === code)) return code;
  }
  return defaultCode;
}

export function columnSuffix(language: string): ColumnSuffix {
  return language === 'KO' ? 'ko' : 'en';
}

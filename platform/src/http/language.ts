/**
 * Request language. Localized columns exist for EN and KO (`name_en`, `name_ko`, ...); the
 * suffix is chosen from a fixed whitelist, so it is safe to splice into SQL. Names (games, vendors,
 * game types) read the English column in other languages; operator-written content (announcements,
 * promotions, rewards...) reads its other languages from `content_texts` (./contentText.ts).
 *
 * The platform's own texts (game pages, the payment page, the chat, SMS and e-mail) speak every
 * `TextLanguage`: each text record is a `Record<TextLanguage, ...>`, so a language or key missing
 * from one is a type error.
 */
export type ColumnSuffix = 'en' | 'ko';

/** The languages of the platform's own texts: English, Korean, Simplified Chinese, Vietnamese, Thai. */
export type TextLanguage = 'en' | 'ko' | 'zh' | 'vi' | 'th';

export const TEXT_LANGUAGES: readonly TextLanguage[] = ['en', 'ko', 'zh', 'vi', 'th'];

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
  return language.trim().toUpperCase() === 'KO' ? 'ko' : 'en';
}

/** Chinese tags read as Simplified Chinese (`CN` is the legacy protocol's code); ZH-TW, ZH-HK and ZH-HANT are not. */
const SIMPLIFIED_CHINESE = new Set(['CN', 'ZH', 'ZH-CN', 'ZH-SG', 'ZH-HANS', 'ZH-HANS-CN', 'ZH-HANS-SG']);
const BY_PRIMARY_TAG: Readonly<Record<string, TextLanguage>> = { EN: 'en', KO: 'ko', VI: 'vi', TH: 'th' };

/**
 * The language of the platform's texts for a language code: EN → en, KO → ko, CN / ZH / ZH-CN →
 * zh, VI → vi, TH → th, anything else → en. Case-insensitive; a region (`ko-KR`, `th_TH`) or a
 * stored text language (`zh`) reads the same.
 */
export function textLanguage(code: string | null | undefined): TextLanguage {
  const tag = (code ?? '').trim().toUpperCase().replace(/_/g, '-');
  if (SIMPLIFIED_CHINESE.has(tag)) return 'zh';
  return BY_PRIMARY_TAG[tag.split('-')[0] ?? ''] ?? 'en';
}

/**
 * The BCP 47 locale for Intl formatting in a text language. English keeps the platform's two:
 * 'en-GB' for dates and times (day before month, 24-hour clock) and 'en-US' for numbers. Thai
 * counts years in the Gregorian calendar ('th-TH-u-ca-gregory'), not the Buddhist era Intl would
 * pick for 'th-TH': the pages put these dates beside the Gregorian, UTC-stamped times the platform
 * shows everywhere else (draw times, notices), and one date should not read 543 years apart.
 */
export function intlLocale(text: TextLanguage, purpose: 'date' | 'number' = 'date'): string {
  switch (text) {
    case 'en':
      return purpose === 'number' ? 'en-US' : 'en-GB';
    case 'ko':
      return 'ko-KR';
    case 'zh':
      return 'zh-CN';
    case 'vi':
      return 'vi-VN';
    case 'th':
      return 'th-TH-u-ca-gregory';
  }
}

/** The `<html lang>` of a page in a text language ('zh-CN' for Simplified Chinese). */
export function htmlLang(text: TextLanguage): string {
  return text === 'zh' ? 'zh-CN' : text;
}

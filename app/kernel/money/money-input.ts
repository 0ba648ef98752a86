import { numberFormat } from '#app/i18n/format';
import { MAX_MINOR } from './money';

/** Why typed text is not an amount; each is a translation key under `money.errors`. */
export type MoneyInputError = 'required' | 'notANumber' | 'misplacedSeparator' | 'negative' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

export interface MoneyBounds {
  /** Inclusive, in minor units. */
  min?: number;
  /** Inclusive, in minor units; never above MAX_MINOR. */
  max?: number;
  /** The visitor's language: its decimal and grouping marks are the ones read (default English). */
  locale?: string;
}

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; error: MoneyInputError };

export interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's grouping and decimal marks, as Intl writes numbers there ("," and "." in English, "." and "," in Vietnamese). */
export function separatorsOf(locale = 'en'): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = numberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
    found = {
      // Spaces of any width (French writes a narrow no-break space) are one grouping mark.
      group: (parts.find((p) => p.type === 'group')?.value ?? ',').replace(/\s/g, ' '),
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

export type NumberTextResult =
  { ok: true; negative: boolean; whole: string; fraction: string } | { ok: false; error: 'required' | 'notANumber' | 'misplacedSeparator' };

/**
 * Typed text as a non-exponent decimal, by the locale's rules and nothing else: digits, at most one
 * decimal mark, and grouping marks only between groups of three digits of the whole part
 * ("1,234,567.5" in English). Anything else is refused, never guessed: "10,00", "0,5" and "1 0" in
 * English could each mean two amounts a hundred times apart.
 */
export function readNumberText(text: string, locale?: string): NumberTextResult {
  const { group, decimal } = separatorsOf(locale);
  let body = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (body === '') return { ok: false, error: 'required' };
  const negative = /^[-\u2212]/.test(body);
  if (negative) body = body.slice(1);
  const allowed = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', group, decimal]);
  for (const char of body) {
    if (allowed.has(char)) continue;
    // A space or the other locales' marks between digits: a separator out of place, not a stray letter.
    return { ok: false, error: /^[\s.,'’]$/.test(char) ? 'misplacedSeparator' : 'notANumber' };
  }
  const pieces = body.split(decimal);
  if (pieces.length > 2) return { ok: false, error: 'misplacedSeparator' };
  const [wholeText = '', fraction = ''] = pieces;
  if (fraction.includes(group)) return { ok: false, error: 'misplacedSeparator' };
  let whole = wholeText;
  if (whole.includes(group)) {
    const grouped = new RegExp(`^\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+$`);
    if (!grouped.test(whole)) return { ok: false, error: 'misplacedSeparator' };
    whole = whole.split(group).join('');
  }
  if (whole === '' && fraction === '') return { ok: false, error: 'notANumber' };
  return { ok: true, negative, whole, fraction };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a person typed ("1,234.5", "10", ".5" in English; "1.234,5" in Vietnamese) as integer minor
 * units. The digits are joined as a string and read as an integer, so the result is exact.
 */
export function parseMoneyInput(text: string, { min, max = MAX_MINOR, locale }: MoneyBounds = {}): MoneyInputResult {
  const read = readNumberText(text, locale);
  if (!read.ok) return read;
  const { negative, whole, fraction } = read;
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  const digits = (whole + fraction.padEnd(2, '0')).replace(/^0+(?=\d)/, '');
  if (negative && /[1-9]/.test(digits)) return { ok: false, error: 'negative' };
  const ceiling = Math.min(max, MAX_MINOR);
  // Longer than the ceiling's digits is above it without converting (and never loses precision).
  if (digits.length > String(MAX_MINOR).length) return { ok: false, error: 'aboveMax' };
  const minor = Number(digits);
  if (minor > ceiling) return { ok: false, error: 'aboveMax' };
  if (min !== undefined && minor < min) return { ok: false, error: 'belowMin' };
  return { ok: true, minor };
}

/** Minor units as the text a person of that locale would type (no grouping): "1234.50", or "1234,50" in Vietnamese. */
export function minorToInput(minor: number, locale?: string): string {
  if (!Number.isSafeInteger(minor)) return '';
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}${separatorsOf(locale).decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** A whole number typed by a person (points, quantities), by the same rules: "1,000" is a thousand, "1.5" and "10,00" are refused. */
export function parseWholeInput(text: string, locale?: string): { ok: true; value: number } | { ok: false } {
  const read = readNumberText(text, locale);
  if (!read.ok || read.negative || read.fraction !== '' || read.whole === '' || text.includes(separatorsOf(locale).decimal)) return { ok: false };
  if (read.whole.length > 15) return { ok: false };
  return { ok: true, value: Number(read.whole) };
}

import { MAX_MINOR } from './money';

/** Why typed text is not an amount; each is a translation key under `money.errors`. */
export type MoneyInputError = 'required' | 'notANumber' | 'negative' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

export interface MoneyBounds {
  /** Inclusive, in minor units. */
  min?: number;
  /** Inclusive, in minor units; never above MAX_MINOR. */
  max?: number;
}

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; error: MoneyInputError };

// Digits with an optional fraction: "10", "10.", ".5", "1234.56". Grouping commas are removed first.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * What a person typed ("1,234.5", "10", ".5") as integer minor units. The digits are joined as a
 * string and read as an integer, so the result is exact; English and Korean both write '.' for
 * decimals and ',' for grouping.
 */
export function parseMoneyInput(text: string, { min, max = MAX_MINOR }: MoneyBounds = {}): MoneyInputResult {
  const compact = text.trim().replace(/[,\s]/g, '');
  if (compact === '') return { ok: false, error: 'required' };
  const negative = compact.startsWith('-');
  const match = DECIMAL.exec(negative ? compact.slice(1) : compact);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, error: 'notANumber' };
  const [, whole, fraction = ''] = match;
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

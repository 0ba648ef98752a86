/**
 * Money is integer minor units end to end (cents: 2 decimals). These helpers move between minor
 * units and text through strings only, so no float ever stands between the ledger and the screen.
 */
import { numberFormat } from '#app/i18n/format';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const WHOLE = { maximumFractionDigits: 0 } as const;

/** The largest amount a person may type: 9,999,999,999,999.99, well inside a safe integer. */
export const MAX_MINOR = 999_999_999_999_999;

/** Minor units as a plain decimal ("-1234.56"): what a CSV or an input's value holds. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) return '';
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Formats integer minor units with the language's currency symbol and two decimals. The amount is
 * handed to Intl as a decimal string, which it formats exactly.
 */
export function formatMoney(minor: number, currencySymbol: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) return `${currencySymbol}—`;
  const formatted = numberFormat(locale, TWO_DECIMALS).format(minorToDecimal(Math.abs(minor)) as unknown as number);
  return `${minor < 0 ? '-' : ''}${currencySymbol}${formatted}`;
}

/** Whole-unit counters such as the jackpot: grouped digits, no decimals. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, WHOLE).format(value);
}

/**
 * Formats integer minor units with the language's currency symbol and two decimals. The amount is
 * handed to Intl as a decimal string, so no float ever stands between the ledger and the screen.
 */
export function formatMoney(minor: number, currencySymbol: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) return `${currencySymbol}—`;
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const decimal = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  const formatted = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    decimal as unknown as number,
  );
  return `${negative ? '-' : ''}${currencySymbol}${formatted}`;
}

/** Whole-unit counters such as the jackpot: grouped digits, no decimals. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

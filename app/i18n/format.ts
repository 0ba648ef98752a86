/**
 * Formatting by the reader's language, through Intl only: numbers, percentages, dates and times
 * (in a given time zone) and relative times. One home so no page writes a number or a date by
 * hand, and each formatter is built once per language and options (building an Intl formatter
 * costs far more than using one, and a report formats hundreds of cells).
 */

/**
 * The Intl locale of a portal language tag. Thai counts years in the Gregorian calendar here (Intl's
 * Thai default is the Buddhist era): the records' date fields, the CSVs and the platform's own pages
 * all write Gregorian dates, and one record must not carry two year numbers.
 */
export function intlLocale(language: string): string {
  return language === 'th' ? 'th-TH-u-ca-gregory' : language;
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat | Intl.DisplayNames | Intl.Collator;

const formatters = new Map<string, Formatter>();

function memo<T extends Formatter>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    // A bounded cache: the option sets are a handful per page, but a time zone is data.
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo('n', language, options, () => new Intl.NumberFormat(intlLocale(language), options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo('d', language, options, () => {
    try {
      return new Intl.DateTimeFormat(intlLocale(language), options);
    } catch {
      // A time zone this runtime does not know: UTC, said as such by the caller's own options.
      return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    }
  });
}

/** A whole or decimal number with the language's grouping and decimal marks. */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, options).format(value);
}

/** Basis points as a percentage (125 → "1.25%"), up to two decimals. */
export function formatPercentBp(basisPoints: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** A moment (epoch ms) as the language writes it, in `timeZone` when given. */
export function formatDateTime(ms: number, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return dateTimeFormat(language, options).format(ms);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** How far `ms` is from `now`, in the largest whole unit ("in 3 hours", "2 days ago", "now"). */
export function formatRelativeTime(ms: number, now: number, language: string): string {
  const format = memo('r', language, {}, () => new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }));
  const diff = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.trunc(diff / size), unit);
  }
  return format.format(0, 'second');
}

/** Names joined as the language lists them ("A, B and C", "A、B和C"). */
export function formatList(items: readonly string[], language: string): string {
  return memo('l', language, {}, () => new Intl.ListFormat(intlLocale(language), { type: 'conjunction' })).format(items);
}

/** A region (ISO 3166-1 alpha-2 code) named in the language; the code itself where the runtime has no name. */
export function regionName(code: string, language: string): string {
  try {
    return memo('g', language, {}, () => new Intl.DisplayNames([intlLocale(language)], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Two texts in the language's alphabetical order, for `sort`. `a.localeCompare(b, language)` builds
 * a collator for every comparison: sorting the nationalities' names that way made the security
 * centre's own code 1.2 ms of the page's JavaScript per request (npm run bench:cpu -- --all).
 */
export function compareText(language: string): (a: string, b: string) => number {
  return memo('c', language, {}, () => new Intl.Collator(intlLocale(language))).compare;
}

import { dateTimeFormat } from '#app/i18n/format';

/**
 * Date filters of records and reports. Days are calendar dates ('2024-05-31') in the brand's time
 * zone (docs/decisions/015-time-zone-of-records-and-reports.md); a range covers whole days, from
 * the start of `from` to the end of `to`, and reaches the platform as UTC epoch milliseconds.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
/** Calendar presets (weeks start on Monday, as the reports' weekly periods do); a page lists them when it offers them. */
export const CALENDAR_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number] | (typeof CALENDAR_PRESETS)[number];
const ALL_PRESETS: readonly string[] = [...DATE_PRESETS, ...CALENDAR_PRESETS];
export type DateRangeError = 'invalidDate' | 'fromAfterTo' | 'tooLong';

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2024-02-31 over into March; a real date reads back the same.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

export const isDate = (value: string): boolean => toUtcMs(value) !== null;

/** The calendar date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date)! + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included. */
export function daysIn({ from, to }: DateRange): number {
  return Math.round((toUtcMs(to)! - toUtcMs(from)!) / DAY_MS) + 1;
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  // Not text for a reader but arithmetic: Intl is the only time-zone database at hand, and en-CA
  // writes a date as yyyy-mm-dd whatever the page's language (a fixed locale on purpose). Through
  // dateTimeFormat, so the formatter is built once per zone.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Monday 0 … Sunday 6. */
const weekday = (date: string): number => (new Date(toUtcMs(date)!).getUTCDay() + 6) % 7;

/** The days a preset covers, counted from `today` (both ends included: 'last7' is today and the 6 days before). */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
    case 'thisWeek':
      return { from: addDays(today, -weekday(today)), to: today };
    case 'lastWeek':
      return { from: addDays(today, -weekday(today) - 7), to: addDays(today, -weekday(today) - 1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const last = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}

export interface DateRangeState extends DateRange {
  preset: DatePreset | 'custom';
  /** Why the dates asked for were not used (the default range is used instead). */
  error: DateRangeError | null;
}

/**
 * The range a URL asks for: ?range=last30, or ?range=custom&from=…&to=… (dates without a range
 * mean custom too). Checked: real dates, from ≤ to, at most `maxDays` days.
 */
export function readDateRange(
  params: URLSearchParams,
  { today, maxDays = 31, defaultPreset = 'last7' }: { today: string; maxDays?: number; defaultPreset?: DatePreset },
): DateRangeState {
  const fallback = (error: DateRangeError | null): DateRangeState => ({ ...presetRange(defaultPreset, today), preset: defaultPreset, error });
  const range = params.get('range');
  if (range && ALL_PRESETS.includes(range)) return { ...presetRange(range as DatePreset, today), preset: range as DatePreset, error: null };
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  if (!from && !to) return fallback(null);
  if (!isDate(from) || !isDate(to)) return fallback('invalidDate');
  if (from > to) return fallback('fromAfterTo');
  if (daysIn({ from, to }) > maxDays) return fallback('tooLong');
  return { from, to, preset: 'custom', error: null };
}

/** The instant a calendar day starts in a time zone, as UTC epoch milliseconds. */
export function dayStartMs(date: string, timeZone: string): number {
  const midnightUtc = toUtcMs(date)!;
  // The zone's offset at that moment, read back through Intl; checked again at the result, which
  // can sit across a daylight-saving change from the first guess.
  let start = midnightUtc - offsetMs(midnightUtc, timeZone);
  start = midnightUtc - offsetMs(start, timeZone);
  return start;
}

/** A range as the half-open interval [start, end) of UTC epoch milliseconds the platform is asked for. */
export function rangeInstants(range: DateRange, timeZone: string): { start: number; end: number } {
  return { start: dayStartMs(range.from, timeZone), end: dayStartMs(addDays(range.to, 1), timeZone) };
}

function offsetMs(instant: number, timeZone: string): number {
  // The zone's wall-clock parts, read as numbers (arithmetic, not text for a reader): a fixed
  // locale whose parts are plain digits, built once per zone through dateTimeFormat.
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

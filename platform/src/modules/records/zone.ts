/**
 * Calendar days in a time zone, for the profit report's periods (docs/decisions/015: days belong to
 * the brand's zone, instants are UTC). The portal has its own copy of this arithmetic
 * (app/components/date-range/date-range.ts); the platform is a separate system and checks what it
 * is sent. Offsets are read through Intl for the day in question, so a day across a
 * daylight-saving change is still exactly one day.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of midnight UTC of a real calendar date, or null. */
export function dateUtcMs(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

export const addDays = (date: string, days: number): string => new Date(dateUtcMs(date)! + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => Math.round((dateUtcMs(to)! - dateUtcMs(from)!) / DAY_MS) + 1;

/**
 * Formatters per zone, made once per isolate: building an Intl.DateTimeFormat costs far more than
 * using one, and every bet, deposit and report asks for the same few zones (the brand's). Bounded,
 * since a zone comes from requests.
 */
const MAX_ZONES = 64;
function remembered<V>(cache: Map<string, V>, zone: string, make: () => V): V {
  let value = cache.get(zone);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_ZONES) cache.delete(cache.keys().next().value!);
    cache.set(zone, value);
  }
  return value;
}
const knownZones = new Map<string, boolean>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether Intl knows the zone (an IANA name such as Asia/Seoul). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  return remembered(knownZones, zone, () => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function dateIn(instant: number, zone: string): string {
  return remembered(dateFormats, zone, () => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    instant,
  );
}

/** The instant a calendar day starts in a zone (UTC epoch milliseconds). */
export function dayStartMs(date: string, zone: string): number {
  const midnightUtc = dateUtcMs(date)!;
  let start = midnightUtc - offsetMs(midnightUtc, zone);
  start = midnightUtc - offsetMs(start, zone);
  return start;
}

function offsetMs(instant: number, zone: string): number {
  const format = remembered(
    wallFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

export type Period = 'DAY' | 'WEEK' | 'MONTH';

export interface Bucket {
  /** First and last calendar day of the bucket, inside the asked range. */
  from: string;
  to: string;
  /** [start, end) in UTC epoch milliseconds. */
  start: number;
  end: number;
}

/** The first and last calendar day of the day, ISO week (Monday to Sunday) or calendar month that holds `date`. */
export function periodOf(date: string, period: Period): { first: string; last: string } {
  if (period === 'DAY') return { first: date, last: date };
  if (period === 'WEEK') {
    const weekday = (new Date(dateUtcMs(date)!).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    return { first: addDays(date, -weekday), last: addDays(date, 6 - weekday) };
  }
  const d = new Date(dateUtcMs(date)!);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // Day 0 of the next month is this month's last.
  return { first: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), last: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)) };
}

/**
 * The periods covering [from, to] (whole days in `zone`), oldest first: days, ISO weeks (Monday to
 * Sunday) or calendar months, each cut to the range, so the buckets add up to exactly the range.
 */
export function periodBuckets(from: string, to: string, period: Period, zone: string): Bucket[] {
  const buckets: Bucket[] = [];
  let first = from;
  while (first <= to) {
    let last = periodOf(first, period).last;
    if (last > to) last = to;
    buckets.push({ from: first, to: last, start: dayStartMs(first, zone), end: dayStartMs(addDays(last, 1), zone) });
    first = addDays(last, 1);
  }
  return buckets;
}

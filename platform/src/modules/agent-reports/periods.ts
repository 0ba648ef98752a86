/**
 * Report periods (the brand's days, ISO weeks or months: records/zone.ts) in roll-up buckets, and the
 * SQL that maps a bucket to its period's index without a join: consecutive periods of equal length
 * form a segment, and inside a segment index = first + (bucket − start) / length. A year of days is
 * one segment, plus one per daylight-saving day; weeks and months add a segment per length change.
 */
import { fieldError } from '../../http/envelope';
import { dateUtcMs, daysBetween, periodBuckets, type Bucket, type Period } from '../records/zone';
import { BUCKET_MS } from './read';

export interface ReportPeriod extends Bucket {
  /** The period in roll-up buckets [b0, b1). */
  b0: number;
  b1: number;
}

export function reportPeriods(from: string, to: string, period: Period, zone: string): ReportPeriod[] {
  return periodBuckets(from, to, period, zone).map((b) => ({ ...b, b0: b.start / BUCKET_MS, b1: b.end / BUCKET_MS }));
}

/** A CASE expression giving the index of the period holding `column` (a bucket), for buckets in range. */
export function periodIndexSql(periods: readonly ReportPeriod[], column: string): string {
  if (periods.length === 0) return '0';
  const whens: string[] = [];
  let i = 0;
  while (i < periods.length) {
    const first = periods[i]!;
    const length = first.b1 - first.b0;
    let j = i;
    while (j + 1 < periods.length && periods[j + 1]!.b1 - periods[j + 1]!.b0 === length) j++;
    const end = periods[j]!.b1;
    whens.push(`WHEN ${column} < ${Math.trunc(end)} THEN ${i} + (${column} - ${Math.trunc(first.b0)}) / ${Math.trunc(length)}`);
    i = j + 1;
  }
  return `(CASE ${whens.join(' ')} END)`;
}

/** The period holding an instant, by binary search (for rows read outside the roll-ups). */
export function periodIndexOf(periods: readonly ReportPeriod[], instant: number): number {
  let lo = 0;
  let hi = periods.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = periods[mid]!;
    if (instant < p.start) hi = mid - 1;
    else if (instant >= p.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Checks a report's dates: real dates, from ≤ to, at most `maxDays`. */
export function checkDates(from: string, to: string, maxDays: number): void {
  if (dateUtcMs(from) === null) throw fieldError('startDate', 'must be a date (yyyy-mm-dd)');
  if (dateUtcMs(to) === null) throw fieldError('endDate', 'must be a date (yyyy-mm-dd)');
  if (from > to) throw fieldError('endDate', 'must not be before startDate');
  if (daysBetween(from, to) > maxDays) throw fieldError('endDate', `the range is at most ${maxDays} days`);
}

/**
 * Settlement periods in the brand's time zone (docs/decisions/015 and 023): a day, a week from
 * Monday, half a month (1st–15th and 16th to the end), a month, a clock hour, five minutes.
 */
import { addDays, dateIn, dateUtcMs, dayStartMs } from '../records/zone';
import type { Period } from './terms';

const HOUR_MS = 3_600_000;
const FIVE_MINUTES_MS = 300_000;

export interface Window {
  start: number;
  end: number;
}

/** The period containing `instant`. */
export function windowOf(instant: number, period: Period, zone: string): Window {
  if (period === 'MIN5') {
    const start = instant - (((instant % FIVE_MINUTES_MS) + FIVE_MINUTES_MS) % FIVE_MINUTES_MS);
    return { start, end: start + FIVE_MINUTES_MS };
  }
  const date = dateIn(instant, zone);
  if (period === 'HOUR') {
    const dayStart = dayStartMs(date, zone);
    const start = dayStart + Math.floor((instant - dayStart) / HOUR_MS) * HOUR_MS;
    const nextDay = dayStartMs(addDays(date, 1), zone);
    return { start, end: Math.min(start + HOUR_MS, nextDay) };
  }
  const [from, to] = datesOf(date, period);
  return { start: dayStartMs(from, zone), end: dayStartMs(to, zone) };
}

/** The first date of the period holding `date` and the first date after it. */
function datesOf(date: string, period: 'D' | 'W' | 'H' | 'M'): [string, string] {
  if (period === 'D') return [date, addDays(date, 1)];
  if (period === 'W') {
    const weekday = (new Date(dateUtcMs(date)!).getUTCDay() + 6) % 7; // Monday 0
    const monday = addDays(date, -weekday);
    return [monday, addDays(monday, 7)];
  }
  const month = date.slice(0, 7);
  const nextMonth = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1)).toISOString().slice(0, 10);
  if (period === 'M') return [`${month}-01`, nextMonth];
  return Number(date.slice(8, 10)) <= 15 ? [`${month}-01`, `${month}-16`] : [`${month}-16`, nextMonth];
}

/** The period a contract of this kind settles by. */
export const periodOfKind = (kind: 'DAILY' | 'HOURLY' | 'REALTIME'): Period => (kind === 'DAILY' ? 'D' : kind === 'HOURLY' ? 'HOUR' : 'MIN5');

/**
 * Moments as the brand's wall clock has them (docs/decisions/015): the brand's time zone, in the
 * page's language, through app/i18n/format.ts. What a page shows as the brand's time (a limit's
 * reset, the end of maintenance, an announcement's date) reads the same for every visitor, on the
 * server and in the browser alike. A zone the runtime does not know falls back to UTC, named so.
 */
import { dateTimeFormat } from '#app/i18n/format';

/** Date and time with the zone named: "Nov 26, 2026, 00:00 GMT+9", "2026년 11월 26일 00:00 GMT+9". */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/** A moment as the brand's calendar and clock have it, with its zone named, in the page's language. */
export function brandTime(ms: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { ...DATE_TIME, timeZone }).format(ms);
}

/** The brand's calendar date of a moment, in the page's language ("Nov 26, 2026"). */
export function brandDate(ms: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(ms);
}

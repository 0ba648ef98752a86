import { dateTimeFormat } from '#app/i18n/format';

/**
 * The agent centre's clock (docs/spec-index.md#screens-and-routes, #constants-and-limits: refreshed every second): the time in the brand's zone
 * (docs/decisions/015) and that zone's GMT offset, read for the instant shown so that a daylight
 * saving change shows at once.
 */

/** "GMT+09:00", "GMT-04:00", "GMT+05:30"; "GMT+00:00" for UTC. */
export function gmtOffset(timeZone: string, at: number): string {
  // The offset as Intl names it in a fixed locale ("GMT+09:00" in every language, as the spec shows it).
  const part = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  if (!part || part === 'GMT') return 'GMT+00:00';
  return part;
}

/** The date and time in the brand's zone, 24-hour, with seconds, as "2026-11-23 11:05:09". */
export function clockText(timeZone: string, at: number): string {
  // The zone's wall-clock parts in a fixed locale of plain digits, put in the spec's yyyy-mm-dd
  // hh:mm:ss order, the same in every language; built once per zone (the clock ticks every second).
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

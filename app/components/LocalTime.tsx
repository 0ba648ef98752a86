import { useEffect, useState } from 'react';
import { formatDateTime } from '#app/i18n/format';

/** The server's rendering: UTC, said as such (it does not know the reader's zone). */
const IN_UTC: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

/**
 * A moment in the reader's own time zone, as text in the page's language. The server does not know
 * the zone, so the first render says UTC (named) and the browser rewrites it once hydrated (no
 * hydration mismatch either way).
 */
export function useLocalTime(ms: number, locale: string): string {
  const [text, setText] = useState(() => formatDateTime(ms, locale, IN_UTC));
  useEffect(() => {
    setText(formatDateTime(ms, locale));
  }, [ms, locale]);
  return text;
}

/** A moment in the reader's own time zone (useLocalTime), as a `<time>` element. */
export function LocalTime({ ms, locale }: { ms: number; locale: string }) {
  return <time dateTime={new Date(ms).toISOString()}>{useLocalTime(ms, locale)}</time>;
}

import { useEffect, useState } from 'react';

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/**
 * A moment in the reader's own time zone, as text. The server does not know it, so the first render
 * says UTC and the browser rewrites it once hydrated (no hydration mismatch either way).
 */
export function useLocalTime(ms: number, locale: string): string {
  const [text, setText] = useState(() => utc(ms));
  useEffect(() => {
    setText(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)));
  }, [ms, locale]);
  return text;
}

/** A moment in the reader's own time zone (useLocalTime), as a `<time>` element. */
export function LocalTime({ ms, locale }: { ms: number; locale: string }) {
  return <time dateTime={new Date(ms).toISOString()}>{useLocalTime(ms, locale)}</time>;
}

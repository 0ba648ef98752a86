import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/react';

/** Time left as "2 d 3 h", "1:02:03" or "42:10": the words for days, digits for the rest. */
export function timeLeft(ms: number, t: (key: string, values?: Record<string, unknown>) => string): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return t('tournaments.daysHours', { days, hours });
  if (hours > 0) return `${hours}:${two(minutes)}:${two(rest)}`;
  return `${minutes}:${two(rest)}`;
}

/**
 * The time until `at`, ticking each second once the page is up. The first render uses the moment
 * the page was rendered at (`renderedAt`, from the loader), so the server's text and the browser's
 * first render are the same. Not a live region: a screen reader reads it when it gets there, not
 * every second.
 */
export function Countdown({ at, renderedAt, label }: { at: number; renderedAt: number; label: 'starts' | 'ends' }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, at - now);
  const seconds = Math.floor(left / 1000);
  return (
    <span className="tournament-countdown">
      {t(label === 'starts' ? 'tournaments.startsIn' : 'tournaments.endsIn')}{' '}
      <time dateTime={`PT${seconds}S`} className="tournament-countdown__time">
        {timeLeft(left, t)}
      </time>
    </span>
  );
}

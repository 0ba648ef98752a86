import { useEffect, useRef, useState } from 'react';
import { formatCountdown, isoDuration } from './family';

/**
 * Time left, rendered by the server from the platform's clock and ticking in the browser (from the
 * moment the page arrived, never from the browser's own idea of the time). At zero it calls
 * `onZero` once (the page reloads its data). `target` identifies the instant counted to: a new
 * one restarts the count.
 */
export function Countdown({ seconds, target, onZero, id }: { seconds: number; target: number; onZero: () => void; id?: string }) {
  const [left, setLeft] = useState(seconds);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    setLeft(seconds);
    const start = Date.now();
    let done = false;
    const timer = setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((Date.now() - start) / 1000));
      setLeft(now);
      if (now === 0 && !done) {
        done = true;
        clearInterval(timer);
        zero.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, target]);
  return (
    <time id={id} className="lottery__countdown" role="timer" dateTime={isoDuration(left)}>
      {formatCountdown(left)}
    </time>
  );
}

import { useEffect, useState } from 'react';

/**
 * Counts down the seconds until another code may be asked for (1 s steps). Keyed on the answer
 * object, so a second send with the same wait starts the count again; a later answer without a
 * send (a wrong code, a missing field) leaves the count running.
 */
export function useCountdown(sent: { seconds: number } | undefined) {
  const [active, setActive] = useState(sent);
  const [left, setLeft] = useState(sent?.seconds ?? 0);
  useEffect(() => {
    if (sent?.seconds) setActive(sent);
  }, [sent]);
  useEffect(() => {
    if (!active?.seconds) return;
    const { seconds } = active;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return left;
}

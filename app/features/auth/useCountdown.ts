import { useEffect, useState } from 'react';

/**
 * Counts down the seconds until another code may be asked for (1 s steps). Keyed on the answer
 * object, so a second send with the same wait starts the count again.
 */
export function useCountdown(sent: { seconds: number } | undefined) {
  const [left, setLeft] = useState(sent?.seconds ?? 0);
  useEffect(() => {
    setLeft(sent?.seconds ?? 0);
    if (!sent?.seconds) return;
    const { seconds } = sent;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  return left;
}

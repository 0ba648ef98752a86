import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { formatCount } from '#app/kernel/money/money';
import { JACKPOT_START, jackpotGrowth, nextJackpotTick } from './jackpot';

/**
 * The popular block's jackpot counter (docs/spec-index.md#constants-and-limits). It counts only
 * while a visitor can see it: scrolled away or in a hidden tab, it re-renders nothing (on a phone a
 * counter nobody sees costs battery every 3 to 5 s), and when it is seen again it grows at once by
 * what it would have counted meanwhile. `data-counting` says which (the e2e suite reads it).
 */
export function JackpotCounter({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(JACKPOT_START);
  const [counting, setCounting] = useState(true);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onScreen = true;
    let pausedAt: number | null = null;
    const schedule = () => {
      const { increment, delay } = nextJackpotTick();
      timer = setTimeout(() => {
        setValue((current) => current + increment);
        schedule();
      }, delay);
    };
    const update = () => {
      const seen = onScreen && document.visibilityState !== 'hidden';
      if (seen && pausedAt !== null) {
        const growth = jackpotGrowth(Date.now() - pausedAt);
        pausedAt = null;
        if (growth > 0) setValue((current) => current + growth);
        setCounting(true);
        schedule();
      } else if (!seen && pausedAt === null) {
        clearTimeout(timer);
        pausedAt = Date.now();
        setCounting(false);
      }
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            onScreen = entry!.isIntersecting;
            update();
          });
    if (ref.current) observer?.observe(ref.current);
    document.addEventListener('visibilitychange', update);
    schedule();
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return (
    <p className="jackpot" ref={ref} data-counting={counting ? 'true' : 'false'}>
      <span className="jackpot__label">{t('home.jackpot')}</span>
      <span className="jackpot__value" aria-live="off">
        {currencySymbol}
        {formatCount(value, i18n.language)}
      </span>
    </p>
  );
}

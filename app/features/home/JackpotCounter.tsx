import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { formatCount } from '#app/features/wallet/money';
import { JACKPOT_START, nextJackpotTick } from './jackpot';

export function JackpotCounter({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(JACKPOT_START);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { increment, delay } = nextJackpotTick();
      timer = setTimeout(() => {
        setValue((current) => current + increment);
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="jackpot">
      <span className="jackpot__label">{t('home.jackpot')}</span>
      <span className="jackpot__value" aria-live="off">
        {currencySymbol}
        {formatCount(value, i18n.language)}
      </span>
    </p>
  );
}

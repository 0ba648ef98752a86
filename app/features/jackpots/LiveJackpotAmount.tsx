import { useTranslation } from '#app/i18n/react';
import { useJackpotAmount } from '#app/kernel/live-store';
import { formatMoney } from '#app/kernel/money/money';
import { useShell } from '#app/kernel/use-shell';

/**
 * A pool's amount in the brand's currency: as the page was rendered, then as the brand's public
 * stream tells it (docs/decisions/064). Not a live region: it moves every few seconds, and a
 * screen reader reads it when asked, as it reads any figure.
 */
export function LiveJackpotAmount({ code, amount, className }: { code: string; amount: number; className?: string }) {
  const { i18n } = useTranslation();
  const shell = useShell();
  const now = useJackpotAmount(code, amount);
  return (
    <span className={className} data-jackpot={code}>
      {formatMoney(now, shell?.shell?.brand?.currencySymbol ?? '', i18n.language)}
    </span>
  );
}

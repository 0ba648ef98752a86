import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { formatMoney, minorToDecimal } from './money';

/** The brand's currency symbol for the page's language (from the shell). */
export function useCurrencySymbol(): string {
  return useShell()?.shell?.brand?.currencySymbol ?? '';
}

/**
 * An amount of integer minor units as the page's language writes it, with the currency symbol and
 * two decimals; the plain decimal rides along in `value`, the same figure a CSV export holds.
 */
export function Money({ minor, currencySymbol, className }: { minor: number; currencySymbol?: string; className?: string }) {
  const { i18n } = useTranslation();
  const brandSymbol = useCurrencySymbol();
  return (
    <data className={className ? `money ${className}` : 'money'} value={minorToDecimal(minor)}>
      {formatMoney(minor, currencySymbol ?? brandSymbol, i18n.language)}
    </data>
  );
}

import { FormField } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useTranslation } from '#app/i18n/react';
import { formatMoney, MAX_MINOR } from './money';
import { minorToInput } from './money-input';
import { useCurrencySymbol } from './Money';

/**
 * An amount typed as text ("1,234.5"), parsed into minor units by the form's schema
 * (`moneyAmount` in money-schema.ts, on the server and, with conform, in the browser). Errors are
 * translation keys (`money.errors.*`); the field fills in its bounds, written as money.
 */
export function MoneyField({
  id,
  name,
  label,
  min,
  max,
  error,
  defaultValue,
  required = true,
}: {
  id: string;
  name: string;
  /** Already translated. */
  label: string;
  /** Inclusive bounds in minor units, shown in the hint and in the errors. */
  min?: number;
  max?: number;
  /** The field's error (conform's first): a key, or an encoded problem with values of its own (a refusal's figures). */
  error?: string | null;
  /** Minor units to start from, or the text the person typed (kept after a failed submission). */
  defaultValue?: number | string | null;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const bounds = {
    min: min === undefined ? '' : formatMoney(min, symbol, i18n.language),
    max: formatMoney(max ?? MAX_MINOR, symbol, i18n.language),
    // How an amount is written in this language, for the misplaced-separator message.
    example: formatMoney(123_450, '', i18n.language),
  };
  const hint =
    min !== undefined && max !== undefined
      ? { key: 'money.between', params: bounds }
      : min !== undefined
        ? { key: 'money.atLeast', params: bounds }
        : max !== undefined
          ? { key: 'money.atMost', params: bounds }
          : null;
  return (
    <FormField
      id={id}
      name={name}
      label={symbol ? t('money.labelWithSymbol', { label, symbol }) : label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      required={required}
      requiredMark={required}
      defaultValue={typeof defaultValue === 'number' ? minorToInput(defaultValue, i18n.language) : (defaultValue ?? undefined)}
      hint={hint}
      problem={error ? withBounds(error, bounds) : null}
    />
  );
}

/** An error with the field's bounds filled in, beside the values it brings itself. */
function withBounds(error: string, bounds: Record<string, string>) {
  const { key, params } = readProblem(error);
  return { key, params: { ...bounds, ...params } };
}

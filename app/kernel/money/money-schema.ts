import * as z from 'zod';
import { parseMoneyInput, type MoneyBounds } from './money-input';

/**
 * A form field holding an amount, for zod schemas parsed with conform: the typed text becomes
 * integer minor units, or an issue whose message is the translation key of what is wrong
 * (`money.errors.*`; <MoneyField> fills in the bounds).
 */
export function moneyAmount(bounds: MoneyBounds = {}) {
  return z.string({ error: 'money.errors.required' }).transform((text, context) => {
    const result = parseMoneyInput(text, bounds);
    if (result.ok) return result.minor;
    context.addIssue({ code: 'custom', message: `money.errors.${result.error}` });
    return z.NEVER;
  });
}

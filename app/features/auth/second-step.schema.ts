import * as z from 'zod';
import { ALL_AT_ONCE, codeText, optionalText, requiredText } from './validation';

export const SECOND_STEP_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE'] as const;

/**
 * The second login step: a code (SMS, e-mail, authenticator) or the bank account name; "send
 * code" needs neither. `intent` defaults in the browser, where a field is checked before any button is.
 */
export function secondStepSchema({ browser = false } = {}) {
  const intent = browser ? z.enum(['sendCode', 'verify']).default('verify') : z.enum(['sendCode', 'verify']);
  return z
    .object({
      intent,
      method: z.enum(SECOND_STEP_METHODS, { error: 'auth.errors.invalid' }),
      verificationCode: optionalText(6),
      bankAccountName: optionalText(100),
    })
    .superRefine((value, ctx) => {
      if (value.intent !== 'verify') return;
      const [path, checked] =
        value.method === 'BANK_ACCOUNT_NAME'
          ? (['bankAccountName', requiredText(100).safeParse(value.bankAccountName)] as const)
          : (['verificationCode', codeText().safeParse(value.verificationCode)] as const);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: [path], message: checked.error.issues[0].message });
    }, ALL_AT_ONCE);
}

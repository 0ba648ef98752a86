import { z } from 'zod';
import { ALL_AT_ONCE, addNewPasswordIssues, addPhoneIssues, codeText, optionalText, passwordText, requiredText, type FieldRule } from './validation';

type PasswordRule = Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new password and its confirmation, checked by the brand's password rule. */
const newPasswordFields = { newPassword: z.string().optional(), confirmNewPassword: z.string().optional() };

/** Change password (after a default or expired password, or on request). */
export function changePasswordSchema(rule: PasswordRule) {
  return z.object({ oldPassword: passwordText(), ...newPasswordFields }).superRefine((value, ctx) => addNewPasswordIssues(value, ctx, rule), ALL_AT_ONCE);
}

/** The new password set with the token from a reset e-mail. */
export function resetPasswordSchema(rule: PasswordRule) {
  return z.object(newPasswordFields).superRefine((value, ctx) => addNewPasswordIssues(value, ctx, rule), ALL_AT_ONCE);
}

/** Forgot password by e-mail: the username and the account's address. */
export const forgotByMailSchema = z.object({
  username: requiredText(64),
  email: requiredText(100).regex(EMAIL, 'validation.patterns.EMAIL'),
});

const PHONE_INTENTS = ['sendCode', 'reset'] as const;

/**
 * Forgot password by phone: "send code" needs the number; the reset needs the code and the new
 * password too. `intent` defaults in the browser, where a field is checked before any button is.
 */
export function forgotByPhoneSchema(rule: PasswordRule, { browser = false } = {}) {
  const intent = browser ? z.enum(PHONE_INTENTS).default('reset') : z.enum(PHONE_INTENTS);
  return z
    .object({ intent, countryDialingCode: optionalText(5), mobileNum: optionalText(20), verificationCode: optionalText(6), ...newPasswordFields })
    .superRefine((value, ctx) => {
      addPhoneIssues(value, ctx);
      if (value.intent !== 'reset') return;
      const code = codeText().safeParse(value.verificationCode);
      if (!code.success) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: code.error.issues[0].message });
      addNewPasswordIssues(value, ctx, rule);
    }, ALL_AT_ONCE);
}

import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { CONFIRMATION_FIELDS, type ConfirmationName, type RegisterMethodName, type ShownField } from './register-form';
import { ALL_AT_ONCE, addPhoneIssues, checkConfirmation, checkField, optionalText } from './validation';

interface RegisterFormConfig {
  /** The fields the brand's configuration shows for this method (register-form.ts shownFields). */
  fields: readonly ShownField[];
  method: RegisterMethodName;
  /** The mobile form must carry the SMS code (REGMOBVERF3). */
  codeRequired: boolean;
  /** The brand's confirmations beyond the age, each a checkbox that must be ticked (register-form.ts CONFIRMATION_FIELDS). */
  confirmations?: readonly ConfirmationName[];
}

/**
 * The registration form, built from the brand's configuration: each shown field by its rule
 * (required only when configured), the confirmation, terms and 18+ and the brand's other
 * confirmations (features/legal), the captcha when shown, and on
 * the mobile tab the number and its code. "Send code" checks the number alone.
 */
export function registerSchema({ fields, method, codeRequired, confirmations = [] }: RegisterFormConfig) {
  const mobile = method === 'mobile';
  const shape: Record<string, z.ZodType> = {
    intent: z.enum(['register', 'sendCode']).default('register'),
    captcha: optionalText(10),
    captchaId: optionalText(100),
    referralCode: optionalText(64),
    // A Google or Facebook identity to link (SocialLink in SocialSignIn.tsx): both or neither.
    firebaseChannel: z.enum(['GOOGLE', 'FACEBOOK']).optional(),
    firebaseIdToken: optionalText(4096),
    terms: z.boolean().optional(),
    age: z.boolean().optional(),
    // The versions of the terms and the privacy policy the form showed (features/legal).
    termsVersion: z.coerce.number().int().positive().max(999_999).optional(),
    privacyVersion: z.coerce.number().int().positive().max(999_999).optional(),
  };
  for (const name of confirmations) shape[CONFIRMATION_FIELDS[name]] = z.boolean().optional();
  // Every field is checked in the refinement below, so that "send code" can check the number alone.
  for (const field of fields) shape[field.name] = field.secret ? z.string().optional() : z.string().trim().optional();
  if (mobile) {
    shape.countryDialingCode = optionalText(5);
    shape.verificationCode = optionalText(6);
  }
  const mobileRule = fields.find((field) => field.name === 'mobileNum')?.rule ?? null;
  return z.object(shape).superRefine((raw, ctx) => {
    const value = raw as Record<string, string | boolean | undefined>;
    const text = (name: string) => (typeof value[name] === 'string' ? (value[name] as string) : '');
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (mobile) addPhoneIssues({ countryDialingCode: text('countryDialingCode'), mobileNum: text('mobileNum') }, ctx, { mobileRule });
    if (value.intent === 'sendCode') return;
    for (const field of fields) {
      if (field.name === 'confirmPassword' || (mobile && field.name === 'mobileNum')) continue;
      const found = field.rule
        ? checkField(field.rule, text(field.name), field.required)
        : !text(field.name) && field.required
          ? { key: 'validation.required' }
          : null;
      if (found) issue(field.name, problem(found.key, found.params));
    }
    if (mobile) {
      const code = text('verificationCode');
      if (codeRequired && !code) issue('verificationCode', 'validation.required');
      else if (code && !/^[0-9]{6}$/.test(code)) issue('verificationCode', 'login.errors.codeWrong');
    }
    // A mobile registration without password shows neither password field.
    if (fields.some((field) => field.name === 'password')) {
      const confirmation = checkConfirmation(text('password'), text('confirmPassword'));
      if (confirmation) issue('confirmPassword', problem(confirmation.key, confirmation.params));
    }
    if (value.terms !== true) issue('terms', 'register.errors.terms');
    if (value.age !== true) issue('age', 'register.errors.age');
    for (const name of confirmations) if (value[CONFIRMATION_FIELDS[name]] !== true) issue(CONFIRMATION_FIELDS[name], 'register.errors.confirm');
    if (text('captchaId') && !text('captcha')) issue('captcha', 'validation.required');
  }, ALL_AT_ONCE);
}

/** A platform LENGTH refusal, said with the field's own rule (the same words as the form's check). */
export function lengthProblem(field: ShownField | undefined, value: string): string {
  const found = field?.rule ? checkField(field.rule, value, true) : null;
  return found ? problem(found.key, found.params) : 'auth.errors.invalid';
}

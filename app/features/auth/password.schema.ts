import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { ALL_AT_ONCE, addNewPasswordIssues, addPhoneIssues, checkField, codeText, optionalText, passwordText, type FieldRule } from './validation';

type PasswordRule = Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new password and its confirmation, checked by the brand's password rule. */
const newPasswordFields = { newPassword: z.string().optional(), confirmNewPassword: z.string().optional() };

/**
 * Change password (after a default or expired password, or on request): the old password too,
 * unless it is already known (right after the login that must change it, `askOld` false).
 */
export function changePasswordSchema(rule: PasswordRule, { askOld = true }: { askOld?: boolean } = {}) {
  const oldPassword = askOld ? passwordText() : z.string().optional();
  return z.object({ oldPassword, ...newPasswordFields }).superRefine((value, ctx) => addNewPasswordIssues(value, ctx, rule), ALL_AT_ONCE);
}

/** The new password set with the token from a reset e-mail. */
export function resetPasswordSchema(rule: PasswordRule) {
  return z.object(newPasswordFields).superRefine((value, ctx) => addNewPasswordIssues(value, ctx, rule), ALL_AT_ONCE);
}

/** The brand's rules the forgot-password mail form checks (null: the field has none configured). */
export interface ForgotByMailRules {
  username: PasswordRule | null;
  email: PasswordRule | null;
}

/**
 * Forgot password by e-mail (docs/spec-index.md#validation-rules): the account's address as an
 * e-mail, then by the brand's e-mail rule when it has one; the username by the brand's username
 * rule's shortest length, without spaces. Not by the rule's pattern or longest length: those bind
 * new usernames, and accounts the platform made otherwise must still be able to reset (social
 * sign-ins' `g_…`, agents' openings, the demo accounts' `demo_member`, names from before a rule
 * changed); a name that matches no account gets the platform's one answer for every miss.
 */
export function forgotByMailSchema(rules: ForgotByMailRules) {
  return z.object({ username: optionalText(64), email: optionalText(100) }).superRefine((value, ctx) => {
    const issue = (path: string, found: { key: string; params?: Record<string, string | number> } | null) => {
      if (found) ctx.addIssue({ code: 'custom', path: [path], message: problem(found.key, found.params) });
    };
    const username = value.username ?? '';
    if (!username) issue('username', { key: 'validation.required' });
    else if (/\s/u.test(username)) issue('username', { key: 'validation.patterns.NO_SPACES' });
    else if (rules.username && [...username].length < rules.username.minLength) {
      issue('username', { key: 'validation.lengthRange', params: { min: rules.username.minLength, max: 64 } });
    }
    const email = value.email ?? '';
    if (!email) issue('email', { key: 'validation.required' });
    else if (!EMAIL.test(email)) issue('email', { key: 'validation.patterns.EMAIL' });
    else if (rules.email) issue('email', checkField(rules.email, email, true));
  }, ALL_AT_ONCE);
}

/** The forgot-password mail form's rules from the brand's register fields. */
export function forgotByMailRulesOf(fields: readonly (PasswordRule & { field: string })[] | null | undefined): ForgotByMailRules {
  const ruleOf = (name: string) => {
    const found = fields?.find((field) => field.field === name);
    return found ? { acceptedPattern: found.acceptedPattern, patternId: found.patternId, minLength: found.minLength, maxLength: found.maxLength } : null;
  };
  return { username: ruleOf('username'), email: ruleOf('email') };
}

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

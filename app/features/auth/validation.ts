import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import type { RegisterFieldRuleFragment } from '#app/graphql/generated/graphql';

export type FieldRule = RegisterFieldRuleFragment;

/** A problem with one field, as a translation key and its values. */
export interface FieldProblem {
  key: string;
  params?: Record<string, number | string>;
}

/**
 * Checks a value against the brand's rule for its field (docs/spec-index.md#validation-rules): 'not empty' when required,
 * the length in characters (one number in the message when min equals max), then the accepted
 * pattern ('*' is anything) with the pattern's own message.
 */
export function checkField(
  rule: Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>,
  value: string,
  required: boolean,
): FieldProblem | null {
  if (value === '') return required ? { key: 'validation.required' } : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? { key: 'validation.lengthExact', params: { n: rule.minLength } }
      : { key: 'validation.lengthRange', params: { min: rule.minLength, max: rule.maxLength } };
  }
  if (rule.acceptedPattern !== '*') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule.acceptedPattern, 'u');
    } catch {
      // A brand's broken pattern must not block the form; the platform checks again anyway.
      return null;
    }
    if (!pattern.test(value)) return { key: `validation.patterns.${rule.patternId}` };
  }
  return null;
}

/** The confirmation must equal the password ('inconsistent twice'). */
export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return { key: 'validation.required' };
  return confirmation === password ? null : { key: 'validation.inconsistent' };
}

type PasswordRule = Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

/** Rules for a password when the brand has none configured (the platform's own fallback). */
const FALLBACK_PASSWORD_RULE: PasswordRule = { acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 };

/** The brand's password rule from its register fields, or the fallback. */
export function passwordRuleOf(rules: readonly (PasswordRule & { field: string })[] | null | undefined): PasswordRule {
  return rules?.find((rule) => rule.field === 'password') ?? FALLBACK_PASSWORD_RULE;
}

/** A new password and its confirmation, as every form that sets a password checks them. */
export function checkNewPassword(rule: PasswordRule, password: string, confirmation: string) {
  const problems: Partial<Record<'newPassword' | 'confirmNewPassword', FieldProblem>> = {};
  const passwordProblem = checkField(rule, password, true);
  if (passwordProblem) problems.newPassword = passwordProblem;
  const confirmationProblem = checkConfirmation(password, confirmation);
  if (confirmationProblem) problems.confirmNewPassword = confirmationProblem;
  return problems;
}

const DIALING_CODE = /^\+?[0-9]{1,4}$/;
const MOBILE_NUMBER = /^[0-9][0-9\s-]{3,19}$/;

/** The spec's phone-verification messages for a missing number and a malformed one (phone-messages.ts). */
export const MISSING_NUMBER = 'phone.errors.missingNumber';
export const INVALID_PHONE_FORMAT = 'phone.errors.invalidFormat';

/**
 * A country dialing code and a mobile number, as every phone form checks them: both required (a
 * missing number in the spec's own words), the code as 1–4 digits (an optional '+'), the number by
 * the brand's rule when there is one (its length or pattern message), else 4–20 digits, spaces and
 * dashes (the spec's "invalid phone format"). `required` is the form's own "not empty" message for
 * the dialing code.
 */
export function checkPhone(
  phone: { countryDialingCode: string; mobileNum: string },
  { required = 'validation.required', mobileRule }: { required?: string; mobileRule?: Parameters<typeof checkField>[0] | null } = {},
): Partial<Record<'countryDialingCode' | 'mobileNum', FieldProblem>> {
  const problems: Partial<Record<'countryDialingCode' | 'mobileNum', FieldProblem>> = {};
  if (!phone.countryDialingCode) problems.countryDialingCode = { key: required };
  else if (!DIALING_CODE.test(phone.countryDialingCode)) problems.countryDialingCode = { key: INVALID_PHONE_FORMAT };
  const mobileProblem = !phone.mobileNum
    ? { key: MISSING_NUMBER }
    : mobileRule
      ? checkField(mobileRule, phone.mobileNum, true)
      : MOBILE_NUMBER.test(phone.mobileNum)
        ? null
        : { key: INVALID_PHONE_FORMAT };
  if (mobileProblem) problems.mobileNum = mobileProblem;
  return problems;
}

/*
 * The same rules as zod pieces, for the forms' schemas (conform parses a form with them on the
 * server and in the browser). Empty inputs arrive as undefined; messages are encoded problems.
 */

/**
 * Runs a form's cross-field checks even when a field's own check failed, so a person sees every
 * problem at once (zod otherwise skips refinements after the first failing field).
 */
export const ALL_AT_ONCE = { when: () => true };

/** A required text field, trimmed; `required` is the form's own "not empty" message. */
export function requiredText(max: number, required = 'validation.required') {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, problem('validation.lengthRange', { min: 1, max }));
}

/** An optional text field, trimmed. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, problem('validation.lengthRange', { min: 0, max }))
    .optional();
}

/** A password as typed (never trimmed). */
export function passwordText(required = 'validation.required') {
  return z
    .string({ error: required })
    .min(1, required)
    .max(128, problem('validation.lengthRange', { min: 1, max: 128 }));
}

/** A 6-digit code (SMS, e-mail, authenticator). */
export function codeText(required = 'validation.required') {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^[0-9]{6}$/, 'login.errors.codeWrong');
}

/**
 * Adds checkPhone's problems (dialing code and number) to a parsed object's issues, so every
 * phone form reports them the same way.
 */
export function addPhoneIssues(
  value: { countryDialingCode?: string; mobileNum?: string },
  ctx: z.RefinementCtx,
  options: Parameters<typeof checkPhone>[1] = {},
) {
  const found = checkPhone({ countryDialingCode: value.countryDialingCode ?? '', mobileNum: value.mobileNum ?? '' }, options);
  for (const [path, issue] of Object.entries(found)) ctx.addIssue({ code: 'custom', path: [path], message: problem(issue.key, issue.params) });
}

/** Adds checkNewPassword's problems (the brand's rule, then the confirmation) to the issues. */
export function addNewPasswordIssues(
  value: { newPassword?: string; confirmNewPassword?: string },
  ctx: z.RefinementCtx,
  rule: Parameters<typeof checkNewPassword>[0],
) {
  const found = checkNewPassword(rule, value.newPassword ?? '', value.confirmNewPassword ?? '');
  for (const [path, issue] of Object.entries(found)) ctx.addIssue({ code: 'custom', path: [path], message: problem(issue.key, issue.params) });
}

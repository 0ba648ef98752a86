import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { ALL_AT_ONCE, addPhoneIssues, checkField, codeText, optionalText, passwordText, requiredText, type FieldRule } from '#app/features/auth/validation';

/**
 * The security centre's forms (one zod schema each, parsed with conform on the server and in the
 * browser). The rules repeat the platform's (docs/platform-protocol.md "Security centre") so a
 * person learns of a problem as they leave the field; the platform checks everything again.
 */

export const PROFILE_FIELDS = ['nickname', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'zalo', 'telegram'] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

export const INCOME_SOURCES = ['SALARY', 'BUSINESS', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER'] as const;

const REAL_NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const TELEGRAM = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
const ZALO = /^[0-9]{9,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_AGE_YEARS = 18;

const length = (min: number, max: number) => problem('validation.lengthRange', { min, max });

/** yyyy-MM-dd of a real day, at least 18 years before `now`, at most 120. */
export function birthdayProblem(value: string, now = Date.now()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'security.errors.birthdayFormat';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'security.errors.birthdayFormat';
  const today = new Date(now);
  if (date.getTime() > Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate())) return 'security.errors.birthdayAge';
  if (year < today.getUTCFullYear() - 120) return 'security.errors.birthdayFormat';
  return null;
}

/** The problem with one profile value, or null; empty values are the caller's (required or not). */
export function profileValueProblem(field: ProfileFieldName, value: string, nationalities: readonly string[] = []): string | null {
  const chars = [...value].length;
  switch (field) {
    case 'nickname':
      return chars < 2 || chars > 20 ? length(2, 20) : /[\p{Cc}\p{Cf}<>]/u.test(value) ? 'security.errors.nickname' : null;
    case 'realName':
      return chars < 2 || chars > 50 ? length(2, 50) : REAL_NAME.test(value) ? null : 'security.errors.realName';
    case 'birthday':
      return birthdayProblem(value);
    case 'address':
      return chars < 5 || chars > 200 ? length(5, 200) : null;
    case 'nationality':
      return nationalities.length && !nationalities.includes(value) ? 'security.errors.choose' : null;
    case 'occupation':
      return chars < 2 || chars > 50 ? length(2, 50) : null;
    case 'incomeSource':
      return (INCOME_SOURCES as readonly string[]).includes(value) ? null : 'security.errors.choose';
    case 'zalo':
      return ZALO.test(value.replace(/[\s-]/g, '')) ? null : 'security.errors.zalo';
    case 'telegram':
      return TELEGRAM.test(value) ? null : 'security.errors.telegram';
  }
}

/**
 * The profile form: one optional text per field the brand shows (the locked real name is not a
 * field); a required one must be filled.
 */
export function profileSchema(
  fields: readonly { field: string; required: boolean }[],
  options: { realNameLocked: boolean; nationalities?: readonly string[] },
) {
  const shown = fields.filter((f): f is { field: ProfileFieldName; required: boolean } => (PROFILE_FIELDS as readonly string[]).includes(f.field));
  const editable = shown.filter((f) => !(f.field === 'realName' && options.realNameLocked));
  const shape = Object.fromEntries(editable.map((f) => [f.field, optionalText(200)]));
  return z.object(shape).superRefine((value: Record<string, string | undefined>, ctx) => {
    for (const { field, required } of editable) {
      const given = value[field] ?? '';
      const found = given === '' ? (required ? 'validation.required' : null) : profileValueProblem(field, given, options.nationalities);
      if (found) ctx.addIssue({ code: 'custom', path: [field], message: found });
    }
  }, ALL_AT_ONCE);
}

const CODE_INTENTS = ['sendCode', 'bind'] as const;

/** The login password a bind needs (the code alone is not enough); sending the code does not. */
const loginPasswordField = z.string().optional();

function addBindIssues(value: { verificationCode?: string; loginPassword?: string }, ctx: z.RefinementCtx) {
  addCodeIssue(value.verificationCode, ctx);
  const checked = passwordText().safeParse(value.loginPassword ?? '');
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['loginPassword'], message: checked.error.issues[0]!.message });
}

/** Bind or change the mobile number: "send code" needs the number; binding needs the code and the login password too. */
export function bindMobileSchema(mobileRule: Parameters<typeof checkField>[0] | null, { browser = false } = {}) {
  const intent = browser ? z.enum(CODE_INTENTS).default('bind') : z.enum(CODE_INTENTS);
  return z
    .object({ intent, countryDialingCode: optionalText(5), mobileNum: optionalText(20), verificationCode: optionalText(6), loginPassword: loginPasswordField })
    .superRefine((value, ctx) => {
      addPhoneIssues({ countryDialingCode: value.countryDialingCode, mobileNum: value.mobileNum?.replace(/[\s-]/g, '') }, ctx, { mobileRule });
      if (value.intent === 'bind') addBindIssues(value, ctx);
    }, ALL_AT_ONCE);
}

/** Bind or change the e-mail address, the same way. */
export function bindEmailSchema({ browser = false } = {}) {
  const intent = browser ? z.enum(CODE_INTENTS).default('bind') : z.enum(CODE_INTENTS);
  return z.object({ intent, email: optionalText(100), verificationCode: optionalText(6), loginPassword: loginPasswordField }).superRefine((value, ctx) => {
    if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
    else if (!EMAIL.test(value.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.patterns.EMAIL' });
    if (value.intent === 'bind') addBindIssues(value, ctx);
  }, ALL_AT_ONCE);
}

function addCodeIssue(code: string | undefined, ctx: z.RefinementCtx) {
  const checked = codeText().safeParse(code);
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: checked.error.issues[0]!.message });
}

type PaymentRule = Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

/** The brand's payment password rule (register field paymentPassword), else 6 digits like the platform. */
export const FALLBACK_PAYMENT_RULE: PaymentRule = { acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 };

export function paymentRuleOf(rules: readonly (PaymentRule & { field: string })[] | null | undefined): PaymentRule {
  const found = rules?.find((rule) => rule.field === 'paymentPassword');
  return found
    ? { acceptedPattern: found.acceptedPattern, patternId: found.patternId, minLength: found.minLength, maxLength: found.maxLength }
    : FALLBACK_PAYMENT_RULE;
}

const newPaymentFields = { newPaymentPassword: z.string().optional(), confirmPaymentPassword: z.string().optional() };

function addNewPaymentIssues(value: { newPaymentPassword?: string; confirmPaymentPassword?: string }, ctx: z.RefinementCtx, rule: PaymentRule) {
  const next = value.newPaymentPassword ?? '';
  const found = checkField(rule, next, true);
  if (found) ctx.addIssue({ code: 'custom', path: ['newPaymentPassword'], message: problem(found.key, found.params) });
  const confirm = value.confirmPaymentPassword ?? '';
  if (confirm === '') ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: 'validation.required' });
  else if (confirm !== next) ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: 'validation.inconsistent' });
}

/** The first payment password, with the login password. */
export function setPaymentPasswordSchema(rule: PaymentRule) {
  return z.object({ loginPassword: passwordText(), ...newPaymentFields }).superRefine((value, ctx) => addNewPaymentIssues(value, ctx, rule), ALL_AT_ONCE);
}

/** A new payment password with the old one. */
export function changePaymentPasswordSchema(rule: PaymentRule) {
  return z.object({ oldPaymentPassword: passwordText(), ...newPaymentFields }).superRefine((value, ctx) => {
    addNewPaymentIssues(value, ctx, rule);
    if (value.newPaymentPassword && value.newPaymentPassword === value.oldPaymentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPaymentPassword'], message: 'login.errors.sameAsOld' });
    }
  }, ALL_AT_ONCE);
}

const RESET_INTENTS = ['sendCode', 'reset'] as const;
const CHANNELS = ['SMS', 'EMAIL'] as const;

/** A new payment password with a code sent to the bound phone or e-mail. */
export function resetPaymentPasswordSchema(rule: PaymentRule, { browser = false } = {}) {
  const intent = browser ? z.enum(RESET_INTENTS).default('reset') : z.enum(RESET_INTENTS);
  return z
    .object({ intent, channel: z.enum(CHANNELS, { error: 'security.errors.choose' }), verificationCode: optionalText(6), ...newPaymentFields })
    .superRefine((value, ctx) => {
      if (value.intent !== 'reset') return;
      addCodeIssue(value.verificationCode, ctx);
      addNewPaymentIssues(value, ctx, rule);
    }, ALL_AT_ONCE);
}

/** A bank card: a bank of the list, 6 to 30 digits, the real name (when known), the payment password. */
export function addBankCardSchema(options: { banks: readonly string[]; realName: string | null }) {
  const sameName = (a: string, b: string) =>
    a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() === b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return z
    .object({
      bankName: requiredText(100),
      accountNumber: requiredText(40),
      accountName: requiredText(50),
      paymentPassword: passwordText(),
    })
    .superRefine((value, ctx) => {
      if (value.bankName && !options.banks.includes(value.bankName)) ctx.addIssue({ code: 'custom', path: ['bankName'], message: 'security.errors.choose' });
      if (value.accountNumber && !/^[0-9]{6,30}$/.test(value.accountNumber.replace(/[\s-]/g, ''))) {
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'security.errors.accountNumber' });
      }
      if (value.accountName) {
        const found = profileValueProblem('realName', value.accountName);
        if (found) ctx.addIssue({ code: 'custom', path: ['accountName'], message: found });
        else if (options.realName && !sameName(value.accountName, options.realName))
          ctx.addIssue({ code: 'custom', path: ['accountName'], message: 'cashier.errors.cardNameMismatch' });
      }
    }, ALL_AT_ONCE);
}

/** Remove a card: which one, and the payment password. */
export const removeBankCardSchema = z.object({
  cardId: requiredText(15, 'security.errors.choose'),
  paymentPassword: passwordText(),
});

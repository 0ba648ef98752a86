import type { FieldRule } from './validation';

/** Fields of the username registration form, in the order shown (docs/spec-index.md#entities). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
] as const;
/** The mobile form leads with the number; a username is optional there (the platform derives one). */
const MOBILE_FIELDS = ['mobileNum', ...REGISTER_FIELDS] as const;
export type RegisterField = (typeof MOBILE_FIELDS)[number];

export type RegisterMethodName = 'username' | 'mobile';

/**
 * The brand's registration confirmations (features/legal, ADR 060) beyond the age, which the form
 * always asks (its `age` checkbox): each a checkbox of its own, by this name.
 */
export const CONFIRMATION_FIELDS = { OWN_MONEY: 'confirmOwnMoney', ONE_ACCOUNT: 'confirmOneAccount', NOT_SELF_EXCLUDED: 'confirmNotSelfExcluded' } as const;
export type ConfirmationName = keyof typeof CONFIRMATION_FIELDS;
export const isConfirmationName = (value: string): value is ConfirmationName => Object.hasOwn(CONFIRMATION_FIELDS, value);

/** Always on the form and always required, whatever the configuration says. */
const ALWAYS: Record<RegisterMethodName, ReadonlySet<string>> = {
  username: new Set(['username', 'password', 'confirmPassword']),
  mobile: new Set(['mobileNum', 'password', 'confirmPassword']),
};

export interface ShownField {
  name: RegisterField;
  required: boolean;
  secret: boolean;
  rule: Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'> | null;
}

/** Passwords: left off a mobile registration without password. */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword']);

/**
 * Whether mobile registration takes no password (the number and its SMS code are the credential;
 * the member logs in by SMS code): the brand's MOBILENUMPASSREG3 off, with the registration code
 * on. The platform decides the same way (platform/src/modules/member/register.ts).
 */
export function mobileWithoutPassword(features: { mobilePasswordRegistration: boolean; registrationMobileVerification: boolean }): boolean {
  return !features.mobilePasswordRegistration && features.registrationMobileVerification;
}

/** The fields the brand's configuration shows for a registration method, each required only when configured. */
export function shownFields(rules: readonly FieldRule[], method: RegisterMethodName = 'username', { passwordless = false } = {}): ShownField[] {
  const byName = new Map(rules.map((rule) => [rule.field, rule]));
  const always = ALWAYS[method];
  const names = (method === 'mobile' ? MOBILE_FIELDS : REGISTER_FIELDS).filter((name) => !(passwordless && method === 'mobile' && PASSWORD_FIELDS.has(name)));
  return names.flatMap((name) => {
    const rule = byName.get(name) ?? null;
    if (!always.has(name) && !rule?.enabled) return [];
    // On the mobile form the username is never required: the number identifies the account.
    const required = always.has(name) || (Boolean(rule?.required) && !(method === 'mobile' && name === 'username'));
    return [{ name, required, secret: name.toLowerCase().includes('password'), rule }];
  });
}

/** Whether the brand asks for a captcha at registration. */
export function captchaEnabled(rules: readonly FieldRule[]): boolean {
  return rules.some((rule) => rule.field === 'captcha' && rule.enabled);
}

/** The registration methods the brand offers, mobile first (docs/spec-index.md#states-and-transitions: the default when enabled). */
export function registerMethods(features: { directRegistration: boolean; usernameRegistration: boolean; mobileRegistration: boolean }): RegisterMethodName[] {
  if (!features.directRegistration) return [];
  return [...(features.mobileRegistration ? (['mobile'] as const) : []), ...(features.usernameRegistration ? (['username'] as const) : [])];
}

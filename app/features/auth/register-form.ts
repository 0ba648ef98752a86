import type { FieldRule } from './validation';

/** Fields of the username registration form, in the order shown (spec §3). */
export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'paymentPassword', 'email', 'qqNum', 'line', 'whatsapp',
  'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Always on the form and always required, whatever the configuration says. */
const ALWAYS: ReadonlySet<string> = new Set(['username', 'password', 'confirmPassword']);

export interface ShownField {
  name: RegisterField;
  required: boolean;
  secret: boolean;
  rule: Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'> | null;
}

/** The fields the brand's configuration shows, each required only when configured. */
export function shownFields(rules: readonly FieldRule[]): ShownField[] {
  const byName = new Map(rules.map((rule) => [rule.field, rule]));
  return REGISTER_FIELDS.flatMap((name) => {
    const rule = byName.get(name) ?? null;
    if (!ALWAYS.has(name) && !rule?.enabled) return [];
    return [{ name, required: ALWAYS.has(name) || Boolean(rule?.required), secret: name.toLowerCase().includes('password'), rule }];
  });
}

/** Whether the brand asks for a captcha at registration. */
export function captchaEnabled(rules: readonly FieldRule[]): boolean {
  return rules.some((rule) => rule.field === 'captcha' && rule.enabled);
}

import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { shownFields, type ShownField } from '#app/features/auth/register-form';
import { ALL_AT_ONCE, checkConfirmation, checkField, optionalText, type FieldRule } from '#app/features/auth/validation';

/** The registration fields the register centre shows, when the brand's form has them. */
const DIRECT_FIELDS = new Set(['username', 'password', 'confirmPassword', 'email']);

export interface DownlineFormConfig {
  rules: readonly FieldRule[];
  /** The agent's own rates (the ceilings); empty when the policy module is off. */
  rebates: readonly { product: string; rateBasisPoints: number }[];
  canOpenAgent: boolean;
}

/** The brand's fields the form shows (username, password, confirmation, e-mail when enabled). */
export function downlineFields(rules: readonly FieldRule[]): ShownField[] {
  return shownFields(rules, 'username').filter((field) => DIRECT_FIELDS.has(field.name));
}

/** A rebate's form field name. */
export const rebateField = (product: string) => `rebate_${product}`;

/** "1.25" (percent, up to two decimals, 0 to 100) → 125 basis points; null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 125 → "1.25". */
export function basisPointsToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/**
 * The register centre's form, from the brand's field rules and the agent's policy: the brand's
 * rule per field, the confirmation, the account type the policy allows, each rebate a percentage
 * no higher than the agent's own. The same schema checks in the browser and in the action.
 */
export function downlineSchema({ rules, rebates, canOpenAgent }: DownlineFormConfig) {
  const fields = downlineFields(rules);
  const shape: Record<string, z.ZodType> = {
    accountType: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
    nickname: optionalText(40),
  };
  for (const field of fields) shape[field.name] = field.secret ? z.string().optional() : z.string().trim().optional();
  for (const rebate of rebates) shape[rebateField(rebate.product)] = z.string().trim().optional();
  return z.object(shape).superRefine((raw, ctx) => {
    const value = raw as Record<string, string | undefined>;
    const text = (name: string) => value[name] ?? '';
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of fields) {
      if (field.name === 'confirmPassword') continue;
      const found = field.rule
        ? checkField(field.rule, text(field.name), field.required)
        : !text(field.name) && field.required
          ? { key: 'validation.required' }
          : null;
      if (found) issue(field.name, problem(found.key, found.params));
    }
    const confirmation = checkConfirmation(text('password'), text('confirmPassword'));
    if (confirmation) issue('confirmPassword', problem(confirmation.key, confirmation.params));
    if (value.accountType === 'AGENT' && !canOpenAgent) issue('accountType', 'auth.errors.invalid');
    for (const rebate of rebates) {
      const name = rebateField(rebate.product);
      if (!text(name)) continue;
      const bp = percentToBasisPoints(text(name));
      if (bp === null) issue(name, 'agentCentre.register.rebateInvalid');
      else if (bp > rebate.rateBasisPoints) issue(name, problem('agentCentre.register.rebateAbove', { rate: basisPointsToPercent(rebate.rateBasisPoints) }));
    }
  }, ALL_AT_ONCE);
}

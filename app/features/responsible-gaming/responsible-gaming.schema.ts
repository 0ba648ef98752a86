import { z } from 'zod';
import { moneyAmount } from '#app/features/wallet/money-schema';
import { LIMIT_KINDS, LIMIT_PERIODS, SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from './limits';

/** The page's forms, by the hidden `form` field each posts (the action reads it first to choose the schema). */
export const RG_FORMS = ['limit', 'timeout', 'selfExclusion'] as const;
export type RgForm = (typeof RG_FORMS)[number];

const LIMIT_INTENTS = ['set', 'remove'] as const;

/**
 * Setting a limit: its kind and period, and either an amount (more than zero; set, lower or raise)
 * or the remove button. `intent` is the button pressed; in the browser, where a field is checked
 * before any button is, it defaults to setting.
 */
export function limitSchema(locale: string, { browser = false } = {}) {
  const intent = browser ? z.enum(LIMIT_INTENTS).default('set') : z.enum(LIMIT_INTENTS, { error: 'responsibleGaming.errors.reload' });
  return z
    .object({
      form: z.literal('limit'),
      intent,
      kind: z.enum(LIMIT_KINDS, { error: 'responsibleGaming.errors.chooseKind' }),
      period: z.enum(LIMIT_PERIODS, { error: 'responsibleGaming.errors.choosePeriod' }),
      amount: moneyAmount({ min: 1, locale }).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.intent === 'set' && value.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'money.errors.required' });
    });
}

/** Ticked, or the form says what it means first. */
const confirmed = z.boolean({ error: 'responsibleGaming.errors.confirm' }).refine((value) => value, 'responsibleGaming.errors.confirm');

/** A time-out: its length, and the member's confirmation that it cannot be shortened. */
export const timeoutSchema = z.object({
  form: z.literal('timeout'),
  length: z.enum(TIMEOUT_LENGTHS, { error: 'responsibleGaming.errors.chooseLength' }),
  confirm: confirmed,
});

/** A self-exclusion: its length (or for good), and the same confirmation. */
export const selfExclusionSchema = z.object({
  form: z.literal('selfExclusion'),
  length: z.enum(SELF_EXCLUSION_LENGTHS, { error: 'responsibleGaming.errors.chooseLength' }),
  confirm: confirmed,
});

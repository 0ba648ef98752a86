import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { moneyAmount } from '#app/kernel/money/money-schema';
import { LIMIT_KINDS, LIMIT_PERIODS, SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from './limits';

/** The page's forms, by the hidden `form` field each posts (the action reads it first to choose the schema). */
export const RG_FORMS = ['limit', 'timeout', 'selfExclusion', 'sessionLimit', 'realityCheck', 'closure'] as const;
export type RgForm = (typeof RG_FORMS)[number];

/** The action's answer when it does not redirect: which of the page's forms it belongs to, and conform's result. */
export interface RgActionData {
  form: RgForm;
  result: SubmissionResult<string[]>;
}

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

/** Closing the account: only the confirmation that it cannot be undone. */
export const closureSchema = z.object({
  form: z.literal('closure'),
  confirm: confirmed,
});

/** The most minutes a session limit or a reality-check interval may be (a day). */
export const MAX_MINUTES = 1440;

/** Whole minutes, 1 to a day, as typed ("90"); anything else says what it may be. */
const minutes = z
  .string({ error: 'responsibleGaming.errors.minutes' })
  .trim()
  .regex(/^\d{1,4}$/, 'responsibleGaming.errors.minutes')
  .transform(Number)
  .pipe(z.number().int().min(1, 'responsibleGaming.errors.minutes').max(MAX_MINUTES, 'responsibleGaming.errors.minutes'));

/** Minutes are needed to set; the other button (remove, or the default) sends none. */
const minutesWhenSetting = (value: { intent: string; minutes?: number }, ctx: z.RefinementCtx) => {
  if (value.intent === 'set' && value.minutes === undefined) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'responsibleGaming.errors.minutes' });
};

/** The button pressed; in the browser, where a field is checked before any button is, setting. */
function minutesIntent<const I extends readonly [string, ...string[]]>(intents: I, browser: boolean) {
  return browser ? z.enum(intents).default(intents[0]) : z.enum(intents, { error: 'responsibleGaming.errors.reload' });
}

/** The session time limit: set, shorten or lengthen it in whole minutes, or remove it (`intent` remove). */
export const sessionLimitSchema = ({ browser = false } = {}) =>
  z.object({ form: z.literal('sessionLimit'), intent: minutesIntent(['set', 'remove'], browser), minutes: minutes.optional() }).superRefine(minutesWhenSetting);

/** The reality-check interval in whole minutes, or the brand's default (`intent` default). */
export const realityCheckSchema = ({ browser = false } = {}) =>
  z
    .object({ form: z.literal('realityCheck'), intent: minutesIntent(['set', 'default'], browser), minutes: minutes.optional() })
    .superRefine(minutesWhenSetting);

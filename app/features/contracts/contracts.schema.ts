import * as z from 'zod';
import { problem } from '#app/components/forms/problem';
import { formatNumber } from '#app/i18n/format';
import { parseMoneyInput, readNumberText } from '#app/kernel/money/money-input';
import { presetRange, rangeInstants, todayIn } from '#app/components/date-range/date-range';

export type ContractKindName = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export const TIER_ROWS = 3;
/**
 * When a tier stops applying, as the spec's future date presets: never, or after the next 7 or 30
 * days (the last of them included, in the brand's time zone: actions.server.ts turns it into the
 * platform's end time). A period that starts at or after it no longer meets the tier.
 */
export const TIER_ENDS = ['', 'next7', 'next30'] as const;
export type TierEnds = (typeof TIER_ENDS)[number];

/** The platform's end time of a tier (UTC epoch milliseconds: the end of the preset's last day in the brand's zone), or null for none. */
export function tierEndTime(ends: TierEnds, timeZone: string, now: number = Date.now()): number | null {
  if (!ends) return null;
  return rangeInstants(presetRange(ends, todayIn(timeZone, now)), timeZone).end;
}
/** The platform's ceilings (basis points): a dividend may share the whole loss, salaries 10 %. */
export const MAX_RATE_BP: Record<ContractKindName, number> = { DIVIDEND: 10_000, DAILY: 1_000, HOURLY: 1_000, REALTIME: 1_000 };

/** A percentage as typed ("1.5", or "1,5" where the locale writes decimals so) in basis points (150), or null when it is not one with at most two decimals. */
export function percentToBasisPoints(text: string, locale = 'en'): number | null {
  const read = readNumberText(text, locale);
  if (!read.ok || read.negative || read.whole.length > 3 || read.fraction.length > 2 || (read.whole === '' && read.fraction === '')) return null;
  return Number(read.whole || '0') * 100 + Number(read.fraction.padEnd(2, '0'));
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function rate(maxBp: number, required: boolean, locale: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (blank(text)) {
        if (required) ctx.addIssue({ code: 'custom', message: 'contracts.errors.rateRequired' });
        return 0;
      }
      const bp = percentToBasisPoints(text!, locale);
      if (bp === null) {
        ctx.addIssue({ code: 'custom', message: 'contracts.errors.rate' });
        return z.NEVER;
      }
      if (bp > maxBp) {
        ctx.addIssue({
          code: 'custom',
          message: problem('contracts.errors.rateMax', { max: formatNumber(maxBp / 100, locale, { maximumFractionDigits: 2 }) }),
        });
        return z.NEVER;
      }
      return bp;
    });
}

/** An optional amount (0 when left empty), read by the visitor's language. */
const money = (locale: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (blank(text)) return 0;
      const result = parseMoneyInput(text!, { min: 0, locale });
      if (result.ok) return result.minor;
      ctx.addIssue({ code: 'custom', message: 'contracts.errors.amount' });
      return z.NEVER;
    });

const count = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (blank(text)) return 0;
    if (!/^\d{1,7}$/.test(text!.trim())) {
      ctx.addIssue({ code: 'custom', message: 'contracts.errors.count' });
      return z.NEVER;
    }
    return Number(text);
  });

const downline = z.string({ error: 'contracts.errors.downline' }).trim().min(1, 'contracts.errors.downline').max(40, 'contracts.errors.downline');

/** The offer form of a kind: tiers (the rows left empty are skipped; the first is required) or the real-time rates. */
export function offerSchema(kind: ContractKindName, locale = 'en') {
  const maxBp = MAX_RATE_BP[kind];
  if (kind === 'REALTIME') {
    return z
      .object({
        intent: z.literal('offer'),
        downline,
        winRate: rate(maxBp, false, locale),
        lossRate: rate(maxBp, false, locale),
        singleBet: money(locale),
      })
      .superRefine((v, ctx) => {
        if (v.winRate === 0 && v.lossRate === 0) ctx.addIssue({ code: 'custom', path: ['winRate'], message: 'contracts.errors.rateRequired' });
      });
  }
  const tier = z.object({
    rate: rate(maxBp, false, locale),
    amount: money(locale),
    active: count,
    consumption: money(locale),
    loss: money(locale),
    minBet: money(locale),
    ends: z
      .enum(TIER_ENDS, { error: 'contracts.errors.ends' })
      .optional()
      .transform((v) => v ?? ''),
  });
  return z
    .object({
      intent: z.literal('offer'),
      downline,
      period: kind === 'DIVIDEND' ? z.enum(['D', 'W', 'H', 'M'], { error: 'contracts.errors.period' }) : z.string().optional(),
      tiers: z.array(tier).max(TIER_ROWS).optional(),
    })
    .transform((v, ctx) => {
      const tiers = (v.tiers ?? []).filter((t) => t.rate > 0 || t.amount > 0);
      if (tiers.length === 0) ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'rate'], message: 'contracts.errors.rateRequired' });
      return { ...v, tiers };
    });
}

const id = z.string({ error: 'contracts.errors.stale' }).regex(/^\d{1,15}$/, 'contracts.errors.stale');

/** Answers and requests on an existing contract, and a dividend's issue. */
export const contractActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept'), contractId: id }),
  z.object({ intent: z.literal('reject'), contractId: id }),
  z.object({ intent: z.literal('terminate'), contractId: id }),
  z.object({ intent: z.literal('issue'), statementId: id }),
]);
